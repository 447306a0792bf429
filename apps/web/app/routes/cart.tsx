import { SignedIn } from '../features/auth/signed-in.tsx'
import { CartPage } from '../features/shop/cart-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/cart'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  return {
    lang,
    title: `${serverT(lang)('cart.title', { ns: 'cart' })} | ${serverT(lang)('brand.name')}`,
    catalogue: serverCatalogue(lang, 'cart'),
  }
}

/** A buyer's own page: never indexed. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'robots', content: 'noindex' },
]

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageCatalogue(lang, 'cart', loaderData.catalogue)
  return <SignedIn lang={lang}>{(user) => <CartPage lang={lang} userId={user.id} />}</SignedIn>
}
