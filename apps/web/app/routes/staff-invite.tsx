import { authMeta } from '../features/auth/auth-meta.ts'
import { StaffInvitePage } from '../features/auth/staff-invite-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { oneHolderHeaders } from '../lib/private-page.ts'
import type { Route } from './+types/staff-invite'

/** /{lang}/staff-invite/{uid}/{token}: the link of a staff invitation email. */
export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('staffInvite.meta.title', { ns: 'auth' })} | ${t('brand.name')}`,
    description: t('staffInvite.meta.description', { ns: 'auth' }),
    translations: serverTranslations(lang, 'auth'),
  }
}

export const headers = oneHolderHeaders

/** A one-time link: never indexed. */
export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData)

export default function StaffInvite({ loaderData, params }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'auth', loaderData.translations)
  const link = { uid: params.uid, token: params.token }
  return <StaffInvitePage key={`${link.uid}/${link.token}`} lang={loaderData.lang} link={link} />
}
