import type { Lang } from '@caravanserai/contracts/languages'
import { useNavigate } from 'react-router'
import { localizedPath } from './links.ts'
import { notify } from './notify.ts'
import { SESSION_NOTICE } from './session.ts'
import { useTranslation } from './use-translation.tsx'

/** Where the login page sends the buyer back to after signing in. */
export type LoginState = { from?: string }

/**
 * A login-required action by a visitor says 'Please login first', goes to /login and remembers
 * where it came from. A page that needs an account replaces its own history entry, so Back does not
 * return to it. When the session has just ended, its own notice (expired, signed out) already asks
 * the buyer to log in and stays on screen.
 */
export function useRequireLogin(lang: Lang) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (from: string, { replace = false } = {}) => {
    if (!notify.isShowing(SESSION_NOTICE)) notify.info(t('auth.pleaseLogin'), { id: 'please-login' })
    navigate(localizedPath('/login', lang), { replace, state: { from } satisfies LoginState })
  }
}
