import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { findInMail } from './mailbox.ts'

export type Buyer = {
  email: string
  password: string
  name: string
  access: string
  refresh: string
}

/**
 * Each made-up buyer registers from an address of its own: the e2e server trusts forwarded
 * addresses from loopback (playwright.config.ts), so the per-IP registration limit holds for
 * real visitors and not across a whole test run.
 */
function fromAnotherAddress(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 250)
  return { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` }
}

/**
 * Registers a buyer through the API and, unless `verified` is false, follows the verification
 * link from the mail sink, as the buyer would. Returns the session the last step answered.
 */
export async function registerBuyer(
  request: APIRequestContext,
  { verified = true, lang = 'en' }: { verified?: boolean; lang?: string } = {},
): Promise<Buyer> {
  const email = `buyer-${randomUUID().slice(0, 12)}@e2e.caravanserai.example`
  const password = 'Saffron-Route-2026'
  const name = 'Ani Petrosyan'
  const registered = await request.post('/api/accounts/register/', {
    headers: { ...fromAnotherAddress(), 'Accept-Language': lang },
    data: {
      name,
      email,
      password,
      confirm_password: password,
      phone_number: '+374 10 555 123',
      address: '12 Abovyan Street, Yerevan',
      tax_id: 'AM-0042-7788',
      user_type: 'customer',
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  let tokens = (await registered.json()) as { access: string; refresh: string }
  if (verified) {
    const link = await findInMail(email, /\/verify-email\/[\w-]+\/[\w-]+/)
    const [, , uid, token] = link.split('/')
    const answer = await request.post('/api/accounts/verify-email/', {
      headers: fromAnotherAddress(),
      data: { uid, token },
    })
    expect(answer.status(), await answer.text()).toBe(200)
    tokens = (await answer.json()) as { access: string; refresh: string }
  }
  return { email, password, name, ...tokens }
}

/**
 * Puts a buyer's session in the browser's storage (docs/product.md#browser-storage), as a login
 * would. Storage belongs to the origin, so a tiny same-origin answer (the health check) is enough
 * to write it: no page with its scripts and pictures is loaded for nothing.
 */
export async function signInAs(page: Page, buyer: Pick<Buyer, 'access' | 'refresh'>) {
  await page.goto('/api/health')
  await page.evaluate(({ access, refresh }) => {
    const payload = JSON.parse(atob(access.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')))
    localStorage.setItem('auth_token', access)
    localStorage.setItem('refresh_token', refresh)
    localStorage.setItem('token_expiry', String(payload.exp * 1000))
  }, buyer)
}
