import { SignedIn } from '../features/auth/signed-in.tsx'
import { OrderDetail } from '../features/orders/order-detail.tsx'
import { orderIdOf } from '../features/orders/orders-api.ts'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import type { Route } from './+types/order'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'orders', 'detail.heading')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function OrderPage({ loaderData, params }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'orders', loaderData.translations)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <SignedIn lang={lang}>
        {(user) => (
          <OrderDetail key={params.orderId} lang={lang} user={user} id={orderIdOf(params.orderId)} />
        )}
      </SignedIn>
    </div>
  )
}
