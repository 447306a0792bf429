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

/** A JWT's payload as JSON (UTF-8 names included), or null when it cannot be read. */
function decodePayload(token: string | null): unknown {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    )
    return JSON.parse(json)
  } catch {
    return null
  }
}

/** The user in an access token's payload, or null when the token is absent or unreadable. */
export function userFromToken(token: string | null): SessionUser | null {
  const fields = readPayload(decodePayload(token))
  if (!fields) return null
  const { user_id, email, first_name, last_name, name } = fields
  return {
    id: user_id,
    email,
    first_name,
    last_name,
    name: name || `${first_name} ${last_name}`.trim() || email,
  }
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function readAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken)
}

export function readRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken)
}

/** When the access token stops working (ms since the epoch), or null when unknown. */
export function readTokenExpiry(): number | null {
  const value = Number(read(STORAGE_KEYS.tokenExpiry))
  return Number.isFinite(value) && value > 0 ? value : null
}

/** An access token is assumed to live 5 minutes when its payload does not say. */
export const ASSUMED_TOKEN_LIFETIME_MS = 5 * 60 * 1000

/** The expiry in an access token's payload (ms), or `now` + 5 minutes. */
export function tokenExpiryOf(access: string, now = Date.now()): number {
  const exp = (decodePayload(access) as { exp?: unknown } | null)?.exp
  return typeof exp === 'number' ? exp * 1000 : now + ASSUMED_TOKEN_LIFETIME_MS
}

/**
 * Login, registration, verification and refresh store the pair and the expiry
 * (docs/product.md#sessions). Storage events tell other tabs; the change event tells this one.
 */
export function storeSession(pair: { access: string; refresh: string }): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, pair.access)
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, pair.refresh)
    window.localStorage.setItem(STORAGE_KEYS.tokenExpiry, String(tokenExpiryOf(pair.access)))
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT))
  }
}

/** Logout clears the three token keys (docs/product.md#browser-storage). */
export function clearSession(): void {
  try {
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.tokenExpiry]) {
      window.localStorage.removeItem(key)
    }
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT))
  }
}

/** The toast id of the notice a session ends with (expired, or no longer valid). */
export const SESSION_NOTICE = 'session'

let leaving = false

/**
 * Ends the session for a deliberate exit whose tokens the server no longer honours (a deleted
 * account), then runs `away` (the trip home). Signed-in pages still on screen meanwhile wait
 * instead of sending the visitor to login, and nothing after the end sends the dead tokens.
 */
export async function leaveSession(away: () => Promise<void> | void): Promise<void> {
  leaving = true
  try {
    clearSession()
    await away()
  } finally {
    leaving = false
  }
}

/** Whether a deliberate exit is under way (see leaveSession). */
export function isLeaving(): boolean {
  return leaving
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

export function subscribeToSession(onChange: () => void) {
  return subscribe(onChange)
}

/** The signed-in user, read from the stored token; the server render always sees a visitor. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readAccessToken, () => null)
}

export function useSessionUser(): SessionUser | null {
  const token = useSessionToken()
  return useMemo(() => userFromToken(token), [token])
}

/** What the server render and the hydrating browser see: storage is not read yet. */
export const SESSION_UNKNOWN = 'unknown'

/**
 * The user, null for a visitor, or `SESSION_UNKNOWN` while the page hydrates (the server cannot
 * see browser storage): pages that must tell a visitor from a buyer wait for the answer.
 */
export function useSessionState(): SessionUser | null | typeof SESSION_UNKNOWN {
  const token = useSyncExternalStore<string | null | typeof SESSION_UNKNOWN>(
    subscribe,
    readAccessToken,
    () => SESSION_UNKNOWN,
  )
  return useMemo(() => (token === SESSION_UNKNOWN ? token : userFromToken(token)), [token])
}
