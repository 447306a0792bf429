import { LegalDocument } from '../features/content/legal-document.tsx'
import { termsUpdated } from '../features/content/policy-dates.ts'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import type { Route } from './+types/terms'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  const { updated, contents, terms } = serverTranslations(lang, 'pages')
  return {
    lang,
    title: `${t('terms.meta.title', { ns: 'pages' })} | ${t('brand.name')}`,
    description: t('terms.meta.description', { ns: 'pages' }),
    // Formatted on the server, once: Intl data in browsers may differ by a space or a digit.
    updated: termsUpdated(lang),
    translations: { updated, contents, terms },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

export default function Terms({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'pages', loaderData.translations)
  return <LegalDocument doc="terms" updated={loaderData.updated} />
}
