import { businessHours } from '../features/content/business-hours.ts'
import { ContactPage } from '../features/content/contact-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/contact'

export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('meta.title', { ns: 'contact' })} | ${t('brand.name')}`,
    description: t('meta.description', { ns: 'contact' }),
    catalogue: serverCatalogue(lang, 'contact'),
    // Formatted here, once: the browser's Intl data may write times slightly differently.
    hours: businessHours(lang),
    supportEmail: context.config.supportEmail,
    apiUrl: context.config.apiUrl,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

export default function Contact({ loaderData }: Route.ComponentProps) {
  usePageCatalogue(loaderData.lang, 'contact', loaderData.catalogue)
  return (
    <ContactPage apiUrl={loaderData.apiUrl} supportEmail={loaderData.supportEmail} hours={loaderData.hours} />
  )
}
