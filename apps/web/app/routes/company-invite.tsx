import { useSearchParams } from 'react-router'
import { authMeta } from '../features/auth/auth-meta.ts'
import { CompanyInvitePage } from '../features/auth/company-invite-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { oneHolderHeaders } from '../lib/private-page.ts'
import type { Route } from './+types/company-invite'

/** /{lang}/company-invite?token=…: the link of a company invitation email. */
export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('companyInvite.meta.title', { ns: 'auth' })} | ${t('brand.name')}`,
    description: t('companyInvite.meta.description', { ns: 'auth' }),
    translations: serverTranslations(lang, 'auth'),
  }
}

export const headers = oneHolderHeaders

/** A one-time link: never indexed. */
export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData)

export default function CompanyInvite({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'auth', loaderData.translations)
  const [search] = useSearchParams()
  const token = search.get('token') ?? ''
  return <CompanyInvitePage key={token} lang={loaderData.lang} token={token} />
}
