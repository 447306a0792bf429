import { SignedIn } from '../features/auth/signed-in.tsx'
import { NewRfqPage } from '../features/rfqs/new-rfq-page.tsx'
import { BackToRfqs } from '../features/rfqs/rfq-states.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import type { Route } from './+types/rfq-new'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'rfqs', 'meta.new')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

function Heading() {
  const { t } = useTranslation('rfqs')
  return (
    <div className="space-y-2">
      <h1 className="font-bold text-3xl text-ink-900">{t('form.heading')}</h1>
      <p className="max-w-3xl text-ink-700">{t('form.lead')}</p>
    </div>
  )
}

export default function NewRfq({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'rfqs', loaderData.translations)
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <BackToRfqs lang={lang} />
      <Heading />
      <SignedIn lang={lang}>{(user) => <NewRfqPage lang={lang} user={user} />}</SignedIn>
    </div>
  )
}
