import { AccountPage, AccountVisitor } from '../features/account/account-page.tsx'
import type { LoginState } from '../features/auth/require-login.ts'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { localizedPath } from '../lib/links.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/account'

export function loader({ params }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  return {
    lang,
    title: `${t('account.title', { ns: 'account' })} | ${t('brand.name')}`,
    catalogue: serverCatalogue(lang, 'account'),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'robots', content: 'noindex' },
]

/** SPEC §2: a visitor sees login and register links here, not a redirect. */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageCatalogue(lang, 'account', loaderData.catalogue)
  const loginState: LoginState = { from: localizedPath('/account', lang) }
  return (
    <SignedIn lang={lang} visitor={<AccountVisitor lang={lang} loginState={loginState} />}>
      {(user) => <AccountPage lang={lang} user={user} />}
    </SignedIn>
  )
}
