import { CompanyPage } from '../features/account/company-page.tsx'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import type { Route } from './+types/account-company'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'account', 'company.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

/** /{lang}/account/company: the company the session acts for, its details and people. */
export default function AccountCompany({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'account', loaderData.translations)
  return (
    <SignedIn lang={loaderData.lang}>{(user) => <CompanyPage lang={loaderData.lang} user={user} />}</SignedIn>
  )
}
