import { authMeta } from '../features/auth/auth-meta.ts'
import { authPageData } from '../features/auth/auth-page-data.server.ts'
import { LoginPage } from '../features/auth/login-page.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import type { Route } from './+types/login'

export function loader({ params }: Route.LoaderArgs) {
  return authPageData(requireLang(params), 'login')
}

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData, { index: true })

export default function Login({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'auth', loaderData.translations)
  return <LoginPage lang={loaderData.lang} />
}
