import type { Lang } from '@caravanserai/contracts/languages'
import { useTranslation } from 'react-i18next'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { CheckoutContent } from '../features/orders/checkout-page.tsx'
import { LoginPrompt } from '../features/orders/login-prompt.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/checkout'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('checkout.title', { ns: 'orders' })} | ${t('brand.name')}`,
    catalogue: serverCatalogue(lang, 'orders'),
  }
}

/** The loader carries only the language's texts. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'robots', content: 'noindex' },
]

function CheckoutScreen({ lang }: { lang: Lang }) {
  const { t } = useTranslation('orders')
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-ink-900">{t('checkout.title')}</h1>
      <SignedIn lang={lang} visitor={<LoginPrompt lang={lang} message={t('checkout.loginRequired')} />}>
        {(user) => <CheckoutContent lang={lang} user={user} />}
      </SignedIn>
    </div>
  )
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  usePageCatalogue(loaderData.lang, 'orders', loaderData.catalogue)
  return <CheckoutScreen lang={loaderData.lang} />
}
