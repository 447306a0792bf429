import { type APIRequestContext, type Browser, devices } from '@playwright/test'
import { signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'

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

/** The operator's desk: a desktop window of its own, signed in, beside the buyer's phone. */
export async function operatorDesk(browser: Browser, request: APIRequestContext) {
  const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome']
  const context = await browser.newContext({
    ...desktop,
    viewport: { width: 1366, height: 900 },
    baseURL: test.info().project.use.baseURL,
  })
  const page = await context.newPage()
  await signInAs(page, await operatorTokens(request))
  return { context, page }
}
