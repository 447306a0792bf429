import { AccountPage, AccountVisitor } from '../features/account/account-page.tsx'
import { SignedIn } from '../features/auth/signed-in.tsx'
import { requireLang } from '../lib/lang-param.ts'
import { localizedPath } from '../lib/links.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { privatePageData } from '../lib/private-page.server.ts'
import { onlyForNewLanguage, privatePageMeta } from '../lib/private-page.ts'
import type { LoginState } from '../lib/require-login.ts'
import type { Route } from './+types/account'

export function loader({ params }: Route.LoaderArgs) {
  return privatePageData(requireLang(params), 'account', 'account.title')
}

export const meta: Route.MetaFunction = privatePageMeta
export const shouldRevalidate = onlyForNewLanguage

/** A visitor sees login and register links here, not a redirect (docs/product.md#account-pages). */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData
  usePageTranslations(lang, 'account', loaderData.translations)
  const loginState: LoginState = { from: localizedPath('/account', lang) }
  return (
    <SignedIn lang={lang} visitor={<AccountVisitor lang={lang} loginState={loginState} />}>
      {(user) => <AccountPage lang={lang} user={user} />}
    </SignedIn>
  )
}
