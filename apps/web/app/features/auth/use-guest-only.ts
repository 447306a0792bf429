import type { Lang } from '@caravanserai/contracts/languages'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { SESSION_UNKNOWN, useSessionState } from '../../lib/session.ts'
import { signedInGuestPath } from './after-login.ts'

/**
 * Someone already signed in who opens login, registration or password recovery goes to the
 * remembered page or the dashboard. Decided once, when the browser has read storage: signing in on
 * the page itself is that page's business (login moves on, registration shows what next). Returns
 * whether the page is on its way out.
 */
export function useGuestOnly(lang: Lang): boolean {
  const session = useSessionState()
  const navigate = useNavigate()
  const { state } = useLocation()
  const decided = useRef(false)
  const [leaving, setLeaving] = useState(false)
  useEffect(() => {
    if (decided.current || session === SESSION_UNKNOWN) return
    decided.current = true
    if (!session) return
    setLeaving(true)
    navigate(signedInGuestPath(state, lang), { replace: true })
  }, [session, state, lang, navigate])
  return leaving
}
