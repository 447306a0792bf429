import { LegalDocument } from '../features/content/legal-document.tsx'
import { privacyUpdated } from '../features/content/policy-dates.ts'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import type { Route } from './+types/privacy'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  const { updated, contents, privacy } = serverTranslations(lang, 'pages')
  return {
    lang,
    title: `${t('privacy.meta.title', { ns: 'pages' })} | ${t('brand.name')}`,
    description: t('privacy.meta.description', { ns: 'pages' }),
    // Formatted on the server, once: Intl data in browsers may differ by a space or a digit.
    updated: privacyUpdated(lang),
    translations: { updated, contents, privacy },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

export default function Privacy({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'pages', loaderData.translations)
  return <LegalDocument doc="privacy" updated={loaderData.updated} />
}
