import { FaqPage } from '../features/content/faq-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import type { Route } from './+types/faq'

export function loader({ params }: Route.LoaderArgs) {
  const t = serverT(requireLang(params))
  return {
    title: `${t('faq.meta.title', { ns: 'content' })} | ${t('brand.name')}`,
    description: t('faq.meta.description', { ns: 'content' }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

export default function Faq() {
  return <FaqPage />
}
