import type { Lang } from '@caravanserai/contracts/languages'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { Dashboard } from '../features/orders/dashboard.tsx'
import { LoginPrompt } from '../features/orders/login-prompt.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import type { Route } from './+types/dashboard'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'orders', 'dashboard.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

/** A visitor sees the login-required notice (with login and register), not a redirect. */
function DashboardScreen({ lang }: { lang: Lang }) {
  const { t } = useTranslation('orders')
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-ink-900">{t('dashboard.title')}</h1>
      <SignedIn lang={lang} visitor={<LoginPrompt lang={lang} message={t('dashboard.loginRequired')} />}>
        {(user) => <Dashboard lang={lang} user={user} />}
      </SignedIn>
    </div>
  )
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'orders', loaderData.translations)
  return <DashboardScreen lang={loaderData.lang} />
}
