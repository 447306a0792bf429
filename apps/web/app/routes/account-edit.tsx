import { EditProfilePage } from '../features/account/edit-profile-page.tsx'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import type { Route } from './+types/account-edit'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'account', 'edit.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

export default function AccountEdit({ loaderData }: Route.ComponentProps) {
  usePageCatalogue(loaderData.lang, 'account', loaderData.catalogue)
  return <SignedIn lang={loaderData.lang}>{(user) => <EditProfilePage user={user} />}</SignedIn>
}
