import type { Lang } from '@caravanserai/contracts/languages'
import { useTranslation } from 'react-i18next'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { OrdersList } from '../features/orders/orders-list.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/orders'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('list.title', { ns: 'orders' })} | ${t('brand.name')}`,
    catalogue: serverCatalogue(lang, 'orders'),
  }
}

/** The loader carries only the language's texts: paging does not need it again. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'robots', content: 'noindex' },
]

function OrdersScreen({ lang }: { lang: Lang }) {
  const { t } = useTranslation('orders')
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-ink-900">{t('list.title')}</h1>
      <SignedIn lang={lang}>{(user) => <OrdersList lang={lang} user={user} />}</SignedIn>
    </div>
  )
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  usePageCatalogue(loaderData.lang, 'orders', loaderData.catalogue)
  return <OrdersScreen lang={loaderData.lang} />
}
