import { SignedIn } from '../features/auth/signed-in.tsx'
import { RfqDetail } from '../features/rfqs/rfq-detail.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import { idOf } from '../lib/route-params.ts'
import type { Route } from './+types/rfq'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'rfqs', 'meta.detail')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function RfqPage({ loaderData, params }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'rfqs', loaderData.translations)
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <SignedIn lang={lang}>
        {(user) => <RfqDetail key={params.rfqId} lang={lang} user={user} id={idOf(params.rfqId)} />}
      </SignedIn>
    </div>
  )
}
