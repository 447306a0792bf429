import { authMeta } from '../features/auth/auth-meta.ts'
import { authPageData } from '../features/auth/auth-page-data.server.ts'
import { RegisterPage } from '../features/auth/register-page.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import type { Route } from './+types/register'

export function loader({ params, context }: Route.LoaderArgs) {
  return { ...authPageData(requireLang(params), 'register'), vendorUrl: context.config.vendorUrl }
}

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData, { index: true })

export default function Register({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'auth', loaderData.translations)
  return <RegisterPage lang={loaderData.lang} vendorUrl={loaderData.vendorUrl} />
}
