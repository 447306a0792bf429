import type { Lang } from '@caravanserai/contracts/languages'
import { type APIRequestContext, type Browser, devices } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { type Buyer, registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { operatorTokens } from './operator.ts'

// Currencies (docs/decisions/045-currencies.md, 046-settlement-currency.md): an Armenian buyer on
// a phone reads prices in drams and filters the catalogue by a dram range, then requests shipping;
// the operator, in the console, quotes it settled in euros at the rate in force (seeded in
// development); the buyer sees the euro total and the euro bank account, and the operator records
// the payment in euros.

const lang: Lang = 'am'
const settled = expect.configure({ timeout: 20_000 })
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const SHIPPING = 95
/** The seller's euro account, given for this spec when the demo has none. */
const EURO_ACCOUNT = {
  beneficiary: 'Caravanserai Export Trading Co.',
  bank_name: 'Demo Euro Bank',
  account_number: 'DE89370400440532013000',
  swift: 'DEMODEFF',
}
/** A dram range wide enough for the demo's prices at any seeded rate. */
const DRAMS = { from: 1000, to: 5_000_000 }

type Listed = {
  id: number
  product_variations: { id: number; stock: number; minimum_order_quantity: number }[]
}
type SettledOrder = {
  id: number
  order_number: string
  settlement_currency: string
  settlement_rate: string
  settlement_total_amount: number
  amount_due: number
}

const ops = (key: string, values?: Record<string, string | number>) => t('en', `ops:${key}`, values)

/** The seller's euro account: the demo's, or one given now (docs/decisions/046-settlement-currency.md). */
async function euroAccount(request: APIRequestContext, staff: string): Promise<string> {
  const res = await request.get('/api/ops/seller/', { headers: bearer(staff) })
  expect(res.status(), await res.text()).toBe(200)
  const accounts = (await res.json()).bank_accounts as { currency: string; account_number: string }[]
  const euro = accounts.find((a) => a.currency === 'EUR')
  if (euro) return euro.account_number
  const put = await request.put('/api/ops/seller/bank-accounts/EUR/', {
    headers: bearer(staff),
    data: EURO_ACCOUNT,
  })
  expect(put.status(), await put.text()).toBe(200)
  return (await put.json()).account_number
}

/** A product the dram filter lists, in stock, requested by the buyer as the cart would. */
async function requestShipping(request: APIRequestContext, buyer: Buyer, listed: Listed[]) {
  const variation = listed
    .map((p) => p.product_variations[0])
    .find((v) => v && v.stock >= v.minimum_order_quantity)
  if (!variation) throw new Error('The dram range lists no product in stock')
  const headers = { ...bearer(buyer.access), 'Accept-Language': lang }
  const cart = await request.post('/api/customer/cart/create/', {
    headers,
    data: { product_variation: variation.id, quantity: variation.minimum_order_quantity },
  })
  expect(cart.status(), await cart.text()).toBe(201)
  const [destination] = await (await request.get('/api/destinations/')).json()
  const res = await request.post('/api/order/request-shipping/', {
    headers,
    data: { shipping_destination: destination.id },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as SettledOrder
}

/** The operator's desk: a desktop window of its own, signed in, beside the buyer's phone. */
async function operatorDesk(browser: Browser, request: APIRequestContext) {
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

test('an Armenian buyer filters in drams, the operator quotes in euros, the buyer pays the euro account', async ({
  page,
  visit,
  request,
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, 'the buyer of this flow uses a phone')
  test.setTimeout(120_000)
  const buyer = await registerBuyer(request, { lang })
  const { access: staff } = await operatorTokens(request)
  const iban = await euroAccount(request, staff)
  await signInAs(page, buyer)

  await test.step('the buyer chooses the dram from the side menu', async () => {
    await visit(`/${lang}/products`)
    await page.getByRole('button', { name: t(lang, 'common:nav.openMenu') }).click()
    const menu = page.getByRole('dialog')
    await menu.getByRole('button', { name: /AMD/ }).click()
    await settled(menu).toBeHidden()
    await expect(page.getByRole('button', { name: t(lang, 'common:nav.openMenu') })).toBeVisible()
    // The choice is kept: a new page reads it (cookie and profile).
    await visit(`/${lang}/products`)
    await page.getByRole('button', { name: t(lang, 'common:nav.openMenu') }).click()
    await expect(page.getByRole('dialog').getByRole('button', { name: /AMD/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.keyboard.press('Escape')
  })

  let listed: Listed[] = []
  await test.step('the buyer filters the catalogue by a dram range', async () => {
    const listCalls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/products/list/')) listCalls.push(r.url())
    })
    const search = `price_gt=${DRAMS.from}&price_lt=${DRAMS.to}&currency=AMD`
    await visit(`/${lang}/products?${search}`)
    await expect(page).toHaveURL(/currency=AMD/)
    await expect(page.getByRole('main')).toContainText(/AMD|֏/)
    await expectNoSeriousAxeViolations(page)
    const res = await request.get(`/api/products/list/?page_size=50&${search}`)
    expect(res.status(), await res.text()).toBe(200)
    listed = (await res.json()).results as Listed[]
    expect(listed.length).toBeGreaterThan(0)
  })

  const order = await requestShipping(request, buyer, listed)
  const desk = await operatorDesk(browser, request)
  const opsPage = desk.page

  await test.step('the operator quotes shipping settled in euros, seeing the rate and the euro total', async () => {
    const offered = await request.get('/api/ops/currencies/settlement/', { headers: bearer(staff) })
    const { currencies } = (await offered.json()) as { currencies: { code: string }[] }
    expect(currencies.map((c) => c.code)).toContain('EUR')

    await opsPage.goto(`/en/ops/orders/${order.id}`)
    await expect(opsPage.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 })
    const panel = opsPage.getByRole('region', { name: ops('quote.title') })
    const currency = panel.getByRole('combobox', { name: ops('quote.currency') })
    await settled(currency.getByRole('option', { name: /^EUR/ })).toBeAttached()
    await expect(currency).toHaveValue('USD')
    await currency.selectOption('EUR')
    await panel.getByRole('textbox', { name: ops('quote.price') }).fill(String(SHIPPING))
    await expect(panel).toContainText(/1 USD = [\d.]+ EUR/)
    await expect(panel).toContainText(/€[\d,]+\.\d\d/)
    await expectNoSeriousAxeViolations(opsPage)
    await panel.getByRole('button', { name: ops('quote.review') }).click()
    const dialog = opsPage.getByRole('alertdialog', { name: ops('quote.confirmTitle') })
    await expect(dialog).toContainText(/€[\d,]+\.\d\d/)
    await dialog.getByRole('button', { name: ops('quote.confirm') }).click()
    await settled(dialog).toBeHidden()
    // The order's page now says what it is settled in, the rate and its day.
    const items = opsPage.getByRole('region', { name: ops('order.items') })
    await settled(items).toContainText('€')
    await expect(items).toContainText(/= .?€/)
    await expectNoSeriousAxeViolations(opsPage)
  })

  const quoted = (await (
    await request.get(`/api/orders/${order.id}/`, { headers: bearer(buyer.access) })
  ).json()) as SettledOrder
  expect(quoted.settlement_currency).toBe('EUR')
  const total = quoted.settlement_total_amount.toFixed(2)

  await test.step('the buyer sees the euro total, approves, and is given the euro account', async () => {
    await visit(`/${lang}/orders/${order.id}`)
    const main = page.getByRole('main')
    await settled(main).toContainText('€')
    await expect(main).toContainText(total.replace(/\B(?=(\d{3})+(?!\d))/g, ','))
    const approve = await request.post(`/api/customer/approve-shipping-cost/${order.id}/`, {
      headers: { ...bearer(buyer.access), 'Accept-Language': lang },
      data: {},
    })
    expect(approve.status(), await approve.text()).toBe(200)
    await visit(`/${lang}/orders/${order.id}`)
    await settled(main).toContainText(iban)
    await expectNoSeriousAxeViolations(page)
  })

  await test.step('the operator records the payment in euros', async () => {
    const res = await request.post(`/api/ops/orders/${order.id}/payments/`, {
      headers: bearer(staff),
      data: { amount: quoted.settlement_total_amount, received_on: new Date().toISOString().slice(0, 10) },
    })
    expect(res.status(), await res.text()).toBe(201)
    const payment = await res.json()
    expect(payment).toMatchObject({ currency: 'EUR', state: 'paid', amount_due: 0 })
    await opsPage.reload()
    const panel = opsPage.getByRole('region', { name: ops('payment.title'), exact: true })
    await settled(panel).toContainText(`€${total.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`)
  })
  await desk.context.close()
})
