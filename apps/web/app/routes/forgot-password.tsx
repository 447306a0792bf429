import { authMeta } from '../features/auth/auth-meta.ts'
import { authPageData } from '../features/auth/auth-page-data.server.ts'
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import type { Route } from './+types/forgot-password'

export function loader({ params }: Route.LoaderArgs) {
  return authPageData(requireLang(params), 'forgot')
}

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData)

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'auth', loaderData.translations)
  return <ForgotPasswordPage lang={loaderData.lang} />
}
