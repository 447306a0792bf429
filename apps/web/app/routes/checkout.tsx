import type { Lang } from '@caravanserai/contracts/languages'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { CheckoutContent } from '../features/orders/checkout-page.tsx'
import { LoginPrompt } from '../features/orders/login-prompt.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import type { Route } from './+types/checkout'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'orders', 'checkout.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

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
  usePageTranslations(loaderData.lang, 'orders', loaderData.translations)
  return <CheckoutScreen lang={loaderData.lang} />
}
