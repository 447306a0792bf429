import { useRequireLogin } from '../features/auth/require-login.ts'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { ProductGrid, ProductGridSkeleton } from '../features/catalog/product-grid.tsx'
import { useShopperActions } from '../features/shop/shopper-actions.ts'
import { WishlistPage } from '../features/shop/wishlist-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/wishlist'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  return {
    lang,
    title: `${serverT(lang)('wishlist.title', { ns: 'cart' })} | ${serverT(lang)('brand.name')}`,
    catalogue: serverCatalogue(lang, 'cart'),
  }
}

/** A buyer's own page: never indexed. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'robots', content: 'noindex' },
]

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageCatalogue(lang, 'cart', loaderData.catalogue)
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
