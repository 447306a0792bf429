import type { Lang } from '@caravanserai/contracts/languages'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'

/** Where the login page sends the buyer back to after signing in. */
export type LoginState = { from?: string }

/**
 * SPEC §4: a login-required action by a visitor says 'Please login first', goes to /login and
 * remembers where it came from.
 */
export function useRequireLogin(lang: Lang) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (from: string) => {
    notify.info(t('auth.pleaseLogin'))
    navigate(localizedPath('/login', lang), { state: { from } satisfies LoginState })
  }
}
