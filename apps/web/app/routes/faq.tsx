import { FaqPage } from '../features/content/faq-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import type { Route } from './+types/faq'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('faq.meta.title', { ns: 'pages' })} | ${t('brand.name')}`,
    description: t('faq.meta.description', { ns: 'pages' }),
    translations: { faq: serverTranslations(lang, 'pages').faq },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

export default function Faq({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'pages', loaderData.translations)
  return <FaqPage />
}
