import { useSearchParams } from 'react-router'
import { resetLinkOf } from '../features/auth/auth-forms.ts'
import { authMeta } from '../features/auth/auth-meta.ts'
import { authPageData } from '../features/auth/auth-page-data.server.ts'
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { oneHolderHeaders } from '../lib/private-page.ts'
import type { Route } from './+types/reset-password'

/** Both /reset-password/{token}?encoded_id={uid} and /reset-password/{uid}/{token}. */
export function loader({ params }: Route.LoaderArgs) {
  return authPageData(requireLang(params), 'reset')
}

export const headers = oneHolderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData)

export default function ResetPassword({ loaderData, params }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'auth', loaderData.translations)
  const [search] = useSearchParams()
  const link = resetLinkOf(params as { uid?: string; token?: string }, search)
  return (
    <ResetPasswordPage key={link ? `${link.uid}/${link.token}` : ''} lang={loaderData.lang} link={link} />
  )
}
