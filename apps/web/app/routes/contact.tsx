import { businessHours } from '../features/content/business-hours.ts'
import { ContactPage } from '../features/content/contact-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import type { Route } from './+types/contact'

export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    title: `${t('contact.meta.title', { ns: 'content' })} | ${t('brand.name')}`,
    description: t('contact.meta.description', { ns: 'content' }),
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
  return (
    <ContactPage apiUrl={loaderData.apiUrl} supportEmail={loaderData.supportEmail} hours={loaderData.hours} />
  )
}
