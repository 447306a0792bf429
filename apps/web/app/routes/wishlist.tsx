import { SignedIn } from '../features/auth/signed-in.tsx'
import { ProductGrid, ProductGridSkeleton } from '../features/catalog/product-grid.tsx'
import { useShopperActions } from '../features/shop/shopper-actions.ts'
import { WishlistPage } from '../features/shop/wishlist-page.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import { useRequireLogin } from '../lib/require-login.ts'
import type { Route } from './+types/wishlist'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'cart', 'wishlist.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'cart', loaderData.translations)
  const actions = useShopperActions(lang, useRequireLogin(lang))
  return (
    <SignedIn lang={lang}>
      {(user) => (
        <WishlistPage
          lang={lang}
          userId={user.id}
          skeleton={<ProductGridSkeleton columns={4} />}
          grid={(products) => <ProductGrid products={products} lang={lang} columns={4} actions={actions} />}
        />
      )}
    </SignedIn>
  )
}
