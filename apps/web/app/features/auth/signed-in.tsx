import type { Lang } from '@caravanserai/contracts/languages'
import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'react-router'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useRequireLogin } from '../../lib/require-login.ts'
import { isLeaving, SESSION_UNKNOWN, type SessionUser, useSessionState } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** A visitor on a page that needs an account goes to login and comes back afterwards. */
function SendToLogin({ lang }: { lang: Lang }) {
  const requireLogin = useRequireLogin(lang)
  const { pathname, search } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the visitor is known
  useEffect(() => {
    // A deliberate exit is already on its way elsewhere.
    if (!isLeaving()) requireLogin(`${pathname}${search}`, { replace: true })
  }, [])
  return <SessionPending />
}

export function SessionPending() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-64 items-center justify-center text-teal-800">
      <Spinner label={t('auth.checking')} className="size-8" />
    </div>
  )
}

/**
 * The signed-in part of a page. Tokens live in the browser (docs/product.md#sessions), so the
 * server renders the pending state and the browser decides once it has read storage: the buyer gets
 * `children`, a visitor `visitor` (by default a trip to login that remembers this page).
 */
export function SignedIn({
  lang,
  children,
  visitor,
}: {
  lang: Lang
  children: (user: SessionUser) => ReactNode
  visitor?: ReactNode
}) {
  const user = useSessionState()
  if (user === SESSION_UNKNOWN) return <SessionPending />
  if (!user) return visitor ?? <SendToLogin lang={lang} />
  return children(user)
}
