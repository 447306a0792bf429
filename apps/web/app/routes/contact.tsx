import { businessHours } from '../features/content/business-hours.ts'
import { ContactPage } from '../features/content/contact-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import type { Route } from './+types/contact'

export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('meta.title', { ns: 'contact' })} | ${t('brand.name')}`,
    description: t('meta.description', { ns: 'contact' }),
    translations: serverTranslations(lang, 'contact'),
    // Formatted here, once: the browser's Intl data may write times slightly differently.
    hours: businessHours(lang),
    supportEmail: context.config.supportEmail,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

export default function Contact({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'contact', loaderData.translations)
  return <ContactPage supportEmail={loaderData.supportEmail} hours={loaderData.hours} />
}
