import { lazy, Suspense } from 'react'
import { SessionPending, SignedIn } from '../features/auth/signed-in.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import type { Route } from './+types/cart'

// A visitor is sent to login: the cart's own code (its confirm dialog among it) loads only for a
// buyer (docs/decisions/057-form-pages-first-load.md).
const CartPage = lazy(() => import('../features/shop/cart-page.tsx').then((m) => ({ default: m.CartPage })))

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'cart', 'cart.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'cart', loaderData.translations)
  return (
    <SignedIn lang={lang}>
      {(user) => (
        <Suspense fallback={<SessionPending />}>
          <CartPage lang={lang} userId={user.id} />
        </Suspense>
      )}
    </SignedIn>
  )
}
