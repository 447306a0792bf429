import { execFileSync } from 'node:child_process'
import type { Lang } from '@caravanserai/contracts/languages'
import type { APIRequestContext, Download } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { operatorDesk, operatorTokens } from './operator.ts'

// Currencies (docs/decisions/045-currencies.md, 046-settlement-currency.md): an Armenian buyer on
// a phone reads prices in drams, sets a dram range in the catalogue's filter panel, and requests
// shipping of a listed product through its page, the cart and checkout; the operator, in the
// console, quotes it settled in euros at the rate in force (seeded in development); the buyer
// reads the euro proforma (total, rate, euro account), approves the quote on the order's page and
// is given the euro account; the operator records the payment in euros.

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
  name: string
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

/** The document's text as pdftotext reads it, spaces of every width made one. */
async function pdfText(download: Download): Promise<string> {
  const file = await download.path()
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

/** How the proforma (in Armenian, on the server's full ICU) writes an amount or a rate. */
const armenian = (value: string, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('hy-AM', options).format(value as `${number}`).replace(/\s+/g, ' ')

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

  let product = ''
  await test.step('the buyer sets a dram range in the filter panel', async () => {
    const listCalls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/products/list/')) listCalls.push(r.url())
    })
    await page.getByRole('button', { name: new RegExp(t(lang, 'catalog:filters.open')) }).click()
    const panel = page.getByRole('dialog', { name: t(lang, 'catalog:filters.title') })
    await expect(
      panel.getByRole('group', { name: t(lang, 'catalog:filters.price', { currency: 'AMD' }) }),
    ).toBeVisible()
    await panel
      .getByRole('textbox', { name: t(lang, 'catalog:filters.priceFrom'), exact: true })
      .fill(String(DRAMS.from))
    await panel
      .getByRole('textbox', { name: t(lang, 'catalog:filters.priceTo'), exact: true })
      .fill(String(DRAMS.to))
    // The Armenian page keeps to a 390 px phone (its footer once made it 410 px wide, and a tap
    // then missed the panel's footer).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await panel.getByRole('button', { name: t(lang, 'catalog:filters.apply') }).click()
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(/currency=AMD/)
    const search = new URL(page.url()).searchParams
    expect([search.get('currency'), search.get('price_gt'), search.get('price_lt')]).toEqual([
      'AMD',
      String(DRAMS.from),
      String(DRAMS.to),
    ])
    // The cards say their prices in drams, approximately (≈): ֏, or AMD where the browser lacks
    // Armenian locale data.
    const cards = page.locator('main article')
    await expect.poll(() => listCalls.at(-1) ?? '').toContain('currency=AMD')
    await settled(cards.first()).toContainText(/≈.*(AMD|֏)|(AMD|֏).*≈/)
    await expectNoSeriousAxeViolations(page)
    // The buyer picks a card in stock among those listed (the page's own request, read again).
    const res = await request.get(listCalls.at(-1) ?? '', { headers: { 'Accept-Language': lang } })
    expect(res.status(), await res.text()).toBe(200)
    const listed = (await res.json()).results as Listed[]
    const inStock = listed.find((p) => p.product_variations.some((v) => v.stock >= v.minimum_order_quantity))
    if (!inStock) throw new Error('The dram range lists no product in stock')
    product = inStock.name
    await cards.filter({ hasText: product }).getByRole('link', { name: product, exact: true }).click()
  })

  let orderId = 0
  await test.step('the buyer adds it to the cart and requests shipping at checkout', async () => {
    await settled(page.getByRole('heading', { level: 1 })).toHaveText(product)
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 })
    await page.getByRole('button', { name: t(lang, 'product:purchase.addToCart'), exact: true }).click()
    await expect(page.getByText(t(lang, 'shop.added', { name: product }))).toBeVisible()
    await page
      .locator('header')
      .getByRole('link', { name: t(lang, 'cart.withCount_one', { count: 1 }), exact: true })
      .click()
    await settled(page).toHaveURL(`/${lang}/cart`)
    await page.getByRole('link', { name: t(lang, 'cart:cart.checkout') }).click()
    await settled(page).toHaveURL(`/${lang}/checkout`)
    const summary = page.getByRole('complementary')
    await settled(summary.getByText(product)).toBeVisible()
    await expect(page.getByRole('radio').first()).toBeChecked()
    await summary.getByRole('button', { name: t(lang, 'orders:checkout.submit') }).click()
    await settled(page).toHaveURL(new RegExp(`/${lang}/orders/\\d+$`))
    orderId = Number(new URL(page.url()).pathname.split('/').pop())
  })

  const desk = await operatorDesk(browser, request)
  const opsPage = desk.page

  await test.step('the operator quotes shipping settled in euros, seeing the rate and the euro total', async () => {
    const offered = await request.get('/api/ops/currencies/settlement/', { headers: bearer(staff) })
    const { currencies } = (await offered.json()) as { currencies: { code: string }[] }
    expect(currencies.map((c) => c.code)).toContain('EUR')

    await opsPage.goto(`/en/ops/orders/${orderId}`)
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
    await request.get(`/api/orders/${orderId}/`, { headers: bearer(buyer.access) })
  ).json()) as SettledOrder
  expect(quoted.settlement_currency).toBe('EUR')
  const total = quoted.settlement_total_amount.toFixed(2)

  await test.step('the buyer reads the euro proforma, approves, and is given the euro account', async () => {
    await visit(`/${lang}/orders/${orderId}`)
    const main = page.getByRole('main')
    await settled(main).toContainText('€')
    await expect(main).toContainText(total.replace(/\B(?=(\d{3})+(?!\d))/g, ','))

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: new RegExp(t(lang, 'orders:documents.kind.proforma_invoice')) })
        .click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^PI-\d{4}-\d{5}\.pdf$/)
    const proforma = await pdfText(download)
    expect(proforma).toContain('EUR')
    expect(proforma).toContain(armenian(total, { style: 'currency', currency: 'EUR' }))
    expect(proforma).toContain(iban)
    const units = armenian(quoted.settlement_rate, { maximumFractionDigits: 6 })
    expect(proforma).toContain(`1 USD = ${units} EUR`)

    const approve = page.getByRole('region', { name: t(lang, 'orders:actions.approve_shipping_cost.title') })
    await approve
      .getByRole('button', { name: t(lang, 'orders:actions.approve_shipping_cost.button') })
      .click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t(lang, 'orders:actions.approve_shipping_cost.confirm'), exact: true })
      .click()
    await settled(page.locator('header').getByText(t(lang, 'orders:status.processing'))).toBeVisible()
    await settled(page.getByRole('region', { name: t(lang, 'orders:payment.title') })).toContainText(iban)
    await expectNoSeriousAxeViolations(page)
  })

  await test.step('the operator records the payment in euros', async () => {
    const res = await request.post(`/api/ops/orders/${orderId}/payments/`, {
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
