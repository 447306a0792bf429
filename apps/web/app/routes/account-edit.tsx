import { EditProfilePage } from '../features/account/edit-profile-page.tsx'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import type { Route } from './+types/account-edit'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'account', 'edit.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function AccountEdit({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'account', loaderData.translations)
  return <SignedIn lang={loaderData.lang}>{(user) => <EditProfilePage user={user} />}</SignedIn>
}
