import { FaqPage } from '../features/content/faq-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/faq'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('faq.meta.title', { ns: 'pages' })} | ${t('brand.name')}`,
    description: t('faq.meta.description', { ns: 'pages' }),
    catalogue: { faq: serverCatalogue(lang, 'pages').faq },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

export default function Faq({ loaderData }: Route.ComponentProps) {
  usePageCatalogue(loaderData.lang, 'pages', loaderData.catalogue)
  return <FaqPage />
}
