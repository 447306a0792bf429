import { LegalDocument } from '../features/content/legal-document.tsx'
import { termsUpdated } from '../features/content/policy-dates.ts'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/terms'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  const { updated, contents, terms } = serverCatalogue(lang, 'pages')
  return {
    lang,
    title: `${t('terms.meta.title', { ns: 'pages' })} | ${t('brand.name')}`,
    description: t('terms.meta.description', { ns: 'pages' }),
    // Formatted on the server, once: Intl data in browsers may differ by a space or a digit.
    updated: termsUpdated(lang),
    catalogue: { updated, contents, terms },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

export default function Terms({ loaderData }: Route.ComponentProps) {
  usePageCatalogue(loaderData.lang, 'pages', loaderData.catalogue)
  return <LegalDocument doc="terms" updated={loaderData.updated} />
}
