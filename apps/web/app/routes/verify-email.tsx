import { authMeta } from '../features/auth/auth-meta.ts'
import { authPageData } from '../features/auth/auth-page-data.server.ts'
import { VerifyEmailPage } from '../features/auth/verify-email-page.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { oneHolderHeaders } from '../lib/private-page.ts'
import type { Route } from './+types/verify-email'

export function loader({ params }: Route.LoaderArgs) {
  return authPageData(requireLang(params), 'verify')
}

export const headers = oneHolderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData)

export default function VerifyEmail({ loaderData, params }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'auth', loaderData.translations)
  return <VerifyEmailPage lang={loaderData.lang} link={{ uid: params.uid, token: params.token }} />
}
