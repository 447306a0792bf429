import type { Lang } from '@caravanserai/contracts/languages'
import { lazy, Suspense } from 'react'
import { SessionPending, SignedIn } from '../features/auth/signed-in.tsx'
import { useShopperActions } from '../features/shop/shopper-actions.ts'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import { useRequireLogin } from '../lib/require-login.ts'
import type { Route } from './+types/wishlist'

// A visitor is sent to login: the wishlist and the catalogue's grid load only for a buyer
// (docs/decisions/057-form-pages-first-load.md).
const BuyerWishlist = lazy(async () => {
  const [{ WishlistPage }, { ProductGrid, ProductGridSkeleton }] = await Promise.all([
    import('../features/shop/wishlist-page.tsx'),
    import('../features/catalog/product-grid.tsx'),
  ])
  return {
    default: function BuyerWishlist({ lang, userId }: { lang: Lang; userId: number }) {
      const actions = useShopperActions(lang, useRequireLogin(lang))
      return (
        <WishlistPage
          lang={lang}
          userId={userId}
          skeleton={<ProductGridSkeleton columns={4} />}
          grid={(products) => <ProductGrid products={products} lang={lang} columns={4} actions={actions} />}
        />
      )
    },
  }
})

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'cart', 'wishlist.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'cart', loaderData.translations)
  return (
    <SignedIn lang={lang}>
      {(user) => (
        <Suspense fallback={<SessionPending />}>
          <BuyerWishlist lang={lang} userId={user.id} />
        </Suspense>
      )}
    </SignedIn>
  )
}
