import { STORAGE_KEYS } from '@caravanserai/contracts/session'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createApiClient } from './api-client.ts'
import { readAccessToken, readRefreshToken, readTokenExpiry } from './session.ts'
import { needsRefresh, renewSession } from './session-keeper.ts'

function token(payload: object) {
  const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
}

const expiresIn = (seconds: number) => Math.floor(Date.now() / 1000) + seconds
const access = (seconds: number) => token({ user_id: 7, email: 'a@b.co', exp: expiresIn(seconds) })

/** A window with storage and events: just what the session modules touch. */
function fakeWindow() {
  const store = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  }
  return Object.assign(new EventTarget(), { localStorage })
}

function signIn(refresh: string, accessToken = access(30)) {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, accessToken)
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, refresh)
}

function apiAnswering(answer: (body: { refresh: string }) => Response | Promise<Response>) {
  const calls: string[] = []
  const api = createApiClient({
    baseUrl: '/api',
    authBaseUrl: '/api',
    lang: () => 'en',
    transport: async (url, init) => {
      calls.push(url)
      return answer(JSON.parse(String(init.body)))
    },
  })
  return { api, calls }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  Object.assign(globalThis, { window: fakeWindow() })
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window')
})

test('refreshes when under 60 s remain or the expiry is unknown, not before', () => {
  const now = 1_000_000
  expect(needsRefresh(null, now)).toBe(true)
  expect(needsRefresh(now + 59_999, now)).toBe(true)
  expect(needsRefresh(now + 60_000, now)).toBe(false)
})

test('a renewal stores the rotated pair and the expiry its access token carries', async () => {
  signIn('r1')
  const exp = expiresIn(300)
  const next = token({ user_id: 7, email: 'a@b.co', exp })
  const { api, calls } = apiAnswering(({ refresh }) =>
    refresh === 'r1' ? json(200, { access: next, refresh: 'r2' }) : json(401, {}),
  )
  await expect(renewSession(api)).resolves.toBe(next)
  expect(calls).toEqual(['/api/accounts/token/refresh/'])
  expect(readAccessToken()).toBe(next)
  expect(readRefreshToken()).toBe('r2')
  expect(readTokenExpiry()).toBe(exp * 1000)
})

test('concurrent renewals share one request, so the rotated token is never spent twice', async () => {
  signIn('r1')
  const { api, calls } = apiAnswering(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    return json(200, { access: access(300), refresh: 'r2' })
  })
  const tokens = await Promise.all([renewSession(api), renewSession(api), renewSession(api)])
  expect(new Set(tokens).size).toBe(1)
  expect(calls).toHaveLength(1)
})

test('a refused refresh token ends the session', async () => {
  signIn('stolen')
  const { api } = apiAnswering(() => json(401, { detail: 'Token is invalid or expired' }))
  await expect(renewSession(api)).resolves.toBeNull()
  expect(readAccessToken()).toBeNull()
  expect(readRefreshToken()).toBeNull()
})

test('a network failure keeps the session for the next attempt', async () => {
  signIn('r1')
  const { api } = apiAnswering(() => {
    throw new TypeError('fetch failed')
  })
  await expect(renewSession(api)).resolves.toBeNull()
  expect(readRefreshToken()).toBe('r1')
})

test('a server failure or a rate limit keeps the session: neither refused the token', async () => {
  for (const status of [429, 500, 502, 503]) {
    signIn('r1')
    const { api } = apiAnswering(() => json(status, { detail: 'Try again later.' }))
    await expect(renewSession(api)).resolves.toBeNull()
    expect(readRefreshToken(), String(status)).toBe('r1')
    expect(readAccessToken(), String(status)).not.toBeNull()
  }
})

test('without a refresh token the stale access token is dropped', async () => {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, access(10))
  const { api, calls } = apiAnswering(() => json(200, {}))
  await expect(renewSession(api)).resolves.toBeNull()
  expect(calls).toHaveLength(0)
  expect(readAccessToken()).toBeNull()
})

test('a request that gets a 401 is repeated once with the renewed token', async () => {
  signIn('r1')
  const fresh = access(300)
  const seen: (string | null)[] = []
  const api = createApiClient({
    baseUrl: '/api',
    authBaseUrl: '/api',
    lang: () => 'en',
    transport: async (url, init) => {
      if (url.endsWith('/token/refresh/')) return json(200, { access: fresh, refresh: 'r2' })
      const auth = new Headers(init.headers).get('Authorization')
      seen.push(auth)
      return auth === `Bearer ${fresh}` ? json(200, { items: [] }) : json(401, {})
    },
    auth: { token: readAccessToken, refresh: () => renewSession(api) },
  })
  await expect(api.get('/customer/cart/')).resolves.toEqual({ items: [] })
  expect(seen).toHaveLength(2)
  expect(seen[1]).toBe(`Bearer ${fresh}`)
  await expect(api.get('/accounts/users/7/', { auth: true })).resolves.toEqual({ items: [] })
})
