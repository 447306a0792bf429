import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures.ts'

/** The demo operator the start-up seeds (docs/product.md#roles). */
export const OPERATOR = { email: 'operator@demo.caravanserai.example', password: 'caravan-demo-2026' }

/** A made-up client address, so that each test's logins stay clear of the per-address limit. */
export const someAddress = () =>
  `10.91.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

/** The demo operator's tokens, as a login answers them. */
export async function operatorTokens(request: APIRequestContext) {
  const res = await request.post('/api/accounts/token/', {
    headers: { 'X-Forwarded-For': someAddress() },
    data: OPERATOR,
  })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as { access: string; refresh: string }
}
