import { SignedIn } from '../features/auth/signed-in.tsx'
import { CartPage } from '../features/shop/cart-page.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import type { Route } from './+types/cart'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'cart', 'cart.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'cart', loaderData.translations)
  return <SignedIn lang={lang}>{(user) => <CartPage lang={lang} userId={user.id} />}</SignedIn>
}
