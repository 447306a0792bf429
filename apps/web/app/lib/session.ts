import {
  type AccessTokenPayload,
  AccessTokenPayloadSchema,
  STORAGE_KEYS,
} from '@caravanserai/contracts/session'
import { useMemo, useSyncExternalStore } from 'react'

export type SessionUser = Pick<AccessTokenPayload, 'email' | 'first_name' | 'last_name'> & {
  id: number
  name: string
}

const CHANGE_EVENT = 'caravanserai:session'

/** The user in an access token's payload (SPEC §3), or null when the token is absent or unreadable. */
export function userFromToken(token: string | null): SessionUser | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    )
    const parsed = AccessTokenPayloadSchema.safeParse(JSON.parse(json))
    if (!parsed.success) return null
    const { user_id, email, first_name, last_name, name } = parsed.data
    return {
      id: user_id,
      email,
      first_name,
      last_name,
      name: name || `${first_name} ${last_name}`.trim() || email,
    }
  } catch {
    return null
  }
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.accessToken)
  } catch {
    return null
  }
}

/** Logout clears the three token keys (SPEC §4). */
export function clearSession(): void {
  try {
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.tokenExpiry]) {
      window.localStorage.removeItem(key)
    }
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT))
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** The signed-in user, read from the stored token; the server render always sees a visitor. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null)
}

export function useSessionUser(): SessionUser | null {
  const token = useSessionToken()
  return useMemo(() => userFromToken(token), [token])
}
