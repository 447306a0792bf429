import { SignedIn } from '../features/auth/signed-in.tsx'
import { RfqList } from '../features/rfqs/rfq-list.tsx'
import { RfqListHeader } from '../features/rfqs/rfq-states.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import type { Route } from './+types/rfqs'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'rfqs', 'meta.list')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function Rfqs({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'rfqs', loaderData.translations)
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <RfqListHeader lang={lang} />
      <SignedIn lang={lang}>{(user) => <RfqList lang={lang} user={user} />}</SignedIn>
    </div>
  )
}
