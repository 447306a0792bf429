import type { TestApp } from './build-test-app.ts'
import type { TestUser } from './factories.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type Options = {
  /** Put before every url; `/api` unless the test writes whole addresses. */
  prefix?: string
  /** The client address of each call, for tests that must stay under a per-address rate limit. */
  remoteAddress?: () => string
}

/**
 * Calls to the test app as `user` (a visitor when null), in English unless `headers` ask for
 * another language: `send('POST', '/customer/cart/create/', buyer, { product_variation, quantity })`.
 * The app comes from a function because a test builds it in `beforeAll`, after this is made.
 */
export function injectAs(testApp: () => TestApp, { prefix = '/api', remoteAddress }: Options = {}) {
  return (
    method: Method,
    url: string,
    user: TestUser | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    testApp().app.inject({
      method,
      url: `${prefix}${url}`,
      payload,
      headers: { ...user?.auth, 'accept-language': 'en', ...headers },
      ...(remoteAddress ? { remoteAddress: remoteAddress() } : {}),
    })
}
