import type { QueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { refreshSession, revokeSession } from '../api/accounts.ts'
import { setBrowserApiAuth } from './api.tsx'
import { type ApiClient, ApiError, TIMEOUT_STATUS } from './api-client.ts'
import { browserI18n } from './i18n.ts'
import { notify } from './notify.ts'
import {
  clearSession,
  leaveSession,
  readAccessToken,
  readRefreshToken,
  readTokenExpiry,
  SESSION_NOTICE,
  storeSession,
  subscribeToSession,
  userFromToken,
} from './session.ts'

/** Refresh when under 60 s remain, or the expiry is unknown (docs/product.md#sessions). */
export const REFRESH_MARGIN_MS = 60_000
/** The first check runs 100 ms after start. */
export const FIRST_CHECK_DELAY_MS = 100
const RETRY_AFTER_FAILURE_MS = 30_000
const LOCK_NAME = 'caravanserai:refresh'

type EndReason = 'auth.sessionExpired' | 'auth.unauthorized'

/** Where the buyer goes when a call of theirs finds the session over: login, remembering the page. */
let toLogin: (() => Promise<void> | void) | null = null

/**
 * Ends the session with its reason on screen. When a call of the buyer's found it over, they are
 * sent to log in and brought back afterwards; a renewal in the background on a public page leaves
 * them where they are (a signed-in page sends them on by itself).
 */
function endWith(reason: EndReason, { afterCall }: { afterCall: boolean }) {
  const i18n = browserI18n()
  // Said first: the pages that react to the end leave this notice on screen (require-login.ts).
  if (i18n) notify.error(i18n.t(reason), { id: SESSION_NOTICE })
  if (afterCall && toLogin) void leaveSession(toLogin)
  else clearSession()
}

/** A renewal that failed for one of these reasons is tried again later, not ended. */
function isTransient(status: number): boolean {
  return status === TIMEOUT_STATUS || status === 429 || status >= 500
}

/** Whether the stored access token needs renewing now. */
export function needsRefresh(expiry: number | null, now = Date.now()): boolean {
  return expiry === null || expiry - now < REFRESH_MARGIN_MS
}

/**
 * Tabs share one session (localStorage), and the server treats a reused refresh token as theft
 * (docs/decisions/007): tabs take turns through a Web Lock, and a tab that waited finds the pair
 * another tab already renewed instead of spending the consumed token again.
 */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? (locks.request(LOCK_NAME, work) as Promise<T>) : work()
}

let renewing: Promise<string | null> | null = null

/**
 * Exchanges the refresh token for a new pair (the server rotates it). Returns the new access token,
 * or null: without a refresh token, or when the server refuses it, the session ends with the
 * session-expired message; a network failure, a rate limit or a server error (a deploy, an outage)
 * keeps the session for the next attempt.
 */
export function renewSession(api: ApiClient, { afterCall = false } = {}): Promise<string | null> {
  const spent = readRefreshToken()
  renewing ??= inTurn(async () => {
    const refresh = readRefreshToken()
    if (!refresh) {
      if (readAccessToken()) endWith('auth.unauthorized', { afterCall })
      return null
    }
    if (refresh !== spent && !needsRefresh(readTokenExpiry())) return readAccessToken()
    try {
      const pair = await refreshSession(api, refresh)
      storeSession(pair)
      return pair.access
    } catch (error) {
      // No answer, a rate limit or a server failure says nothing about the token: keep it.
      if (error instanceof ApiError && isTransient(error.status)) return null
      // Another tab may have renewed while this request was refused: its pair is the session now.
      if (readRefreshToken() !== refresh) return readAccessToken()
      endWith('auth.sessionExpired', { afterCall })
      return null
    }
  }).finally(() => {
    renewing = null
  })
  return renewing
}

/** Logout (docs/product.md#sessions): revoke the refresh family on the server, then clear the keys. */
export async function endSession(api: ApiClient, queryClient: QueryClient): Promise<void> {
  const refresh = readRefreshToken()
  try {
    if (refresh) await revokeSession(api, refresh)
  } catch {
    // The keys go regardless: the server refuses the family on its next use or its expiry.
  } finally {
    clearSession()
    queryClient.clear()
  }
}

/**
 * Keeps the browser's session alive and plugs it into the API client (docs/product.md#sessions):
 * the Bearer token on every call, one shared refresh and one retry on a 401, a check 100 ms after
 * start and a renewal 60 s before expiry. A change of user (login, logout, another tab) drops the
 * cached answers, since lists carry the buyer's wishlist marks. `sendToLogin` takes the buyer to
 * login, remembering the page, when a call of theirs finds the session over.
 */
export function useSessionKeeper(
  api: ApiClient,
  queryClient: QueryClient,
  sendToLogin: () => Promise<void> | void,
): void {
  const login = useRef(sendToLogin)
  login.current = sendToLogin
  useEffect(() => {
    toLogin = () => login.current()
    setBrowserApiAuth({
      token: readAccessToken,
      refresh: () => renewSession(api, { afterCall: true }),
      // A refused renewal has ended the session and said why already.
      onUnauthorized: () => {
        if (readAccessToken()) endWith('auth.unauthorized', { afterCall: true })
      },
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    let userId = userFromToken(readAccessToken())?.id ?? null

    function schedule(delay: number) {
      clearTimeout(timer)
      timer = setTimeout(check, Math.max(0, delay))
    }
    function check() {
      if (!readAccessToken()) return
      const expiry = readTokenExpiry()
      if (needsRefresh(expiry)) {
        // A network failure keeps the tokens: try again in a while.
        void renewSession(api).then((token) => {
          if (!token && readAccessToken()) schedule(RETRY_AFTER_FAILURE_MS)
        })
      } else schedule((expiry ?? 0) - REFRESH_MARGIN_MS - Date.now())
    }
    function onChange() {
      const next = userFromToken(readAccessToken())?.id ?? null
      if (next !== userId) {
        userId = next
        void queryClient.invalidateQueries()
      }
      schedule(0)
    }

    schedule(FIRST_CHECK_DELAY_MS)
    const unsubscribe = subscribeToSession(onChange)
    return () => {
      clearTimeout(timer)
      unsubscribe()
      setBrowserApiAuth(undefined)
      toLogin = null
    }
  }, [api, queryClient])
}
