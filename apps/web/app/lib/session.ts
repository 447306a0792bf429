import { type AccessTokenPayload, STORAGE_KEYS } from '@caravanserai/contracts/session'
import { useMemo, useSyncExternalStore } from 'react'

export type SessionUser = Pick<AccessTokenPayload, 'email' | 'first_name' | 'last_name'> & {
  id: number
  name: string
}

const CHANGE_EVENT = 'caravanserai:session'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The payload fields of AccessTokenPayloadSchema, checked by hand: zod would be the largest part
 * of the page's script for this one check (docs/decisions/010-server-data.md).
 */
function readPayload(value: unknown): AccessTokenPayload | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  if (!Number.isInteger(record.user_id) || typeof record.email !== 'string') return null
  return {
    user_id: record.user_id as number,
    email: record.email,
    name: text(record.name),
    first_name: text(record.first_name),
    last_name: text(record.last_name),
    exp: typeof record.exp === 'number' ? record.exp : undefined,
  }
}

/** The user in an access token's payload (SPEC §3), or null when the token is absent or unreadable. */
export function userFromToken(token: string | null): SessionUser | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    )
    const fields = readPayload(JSON.parse(json))
    if (!fields) return null
    const { user_id, email, first_name, last_name, name } = fields
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
