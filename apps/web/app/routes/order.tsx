import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { OrderDetail } from '../features/orders/order-detail.tsx'
import { orderIdOf } from '../features/orders/orders-queries.ts'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/order'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('detail.heading', { ns: 'orders' })} | ${t('brand.name')}`,
    catalogue: serverCatalogue(lang, 'orders'),
  }
}

/** The loader carries only the language's texts; the order itself is fetched in the browser. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'robots', content: 'noindex' },
]

export default function OrderPage({ loaderData, params }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageCatalogue(lang, 'orders', loaderData.catalogue)
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
