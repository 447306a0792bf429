import { AddressesPage } from '../features/account/addresses-page.tsx'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import type { Route } from './+types/addresses'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'account', 'addresses.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function Addresses({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'account', loaderData.translations)
  return <SignedIn lang={loaderData.lang}>{(user) => <AddressesPage user={user} />}</SignedIn>
}
