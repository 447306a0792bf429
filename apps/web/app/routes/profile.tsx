import { ProfilePage } from '../features/account/profile-page.tsx'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/profile'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('profile.title', { ns: 'account' })} | ${t('brand.name')}`,
    catalogue: serverCatalogue(lang, 'account'),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'robots', content: 'noindex' },
]

export default function Profile({ loaderData }: Route.ComponentProps) {
  usePageCatalogue(loaderData.lang, 'account', loaderData.catalogue)
  return <SignedIn lang={loaderData.lang}>{(user) => <ProfilePage user={user} />}</SignedIn>
}
