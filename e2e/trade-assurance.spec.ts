import type { Lang } from '@caravanserai/contracts/languages'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiPoster, bearer } from './api-calls.ts'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { type Buyer, registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { operatorDesk, operatorTokens } from './operator.ts'

// Trade assurance (docs/product.md#trade-assurance, #claims): an Armenian buyer on a phone pays
// for a supplier's goods, which the shop holds; receives them damaged and opens a claim with a
// photo; the operator, in the console, refunds part and the buyer downloads the credit note; the
// buyer completes the order, the rest is released to the supplier, and the operator pays the
// supplier part of what it is owed.

const lang: Lang = 'am'
const settled = expect.configure({ timeout: 20_000 })
const DAY_MS = 24 * 60 * 60 * 1000
/** The claim window the e2e server runs with: the default (docs/decisions/043-escrow-ledger.md). */
const CLAIM_WINDOW_DAYS = 14
const SHIPPING = 120
const REFUND = 35.5
/** A 1×1 PNG: the server judges an upload by its signature, so the photo must be a real one. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

type Listed = {
  id: number
  producer: { id: number; name: string } | null
  product_variations: { id: number; stock: number; minimum_order_quantity: number }[]
}
type Escrow = {
  received: number
  held: number
  released: number
  refunded: number
  release_on: string | null
  refunds: { amount: number; bank_reference: string; credit_note: { number: string; download_url: string } }[]
}
type Balance = { producer: { id: number; name: string }; released: number; paid_out: number; owed: number }

/**
 * A product of a supplier no other spec is paid for while this one runs, ordered by no other
 * spec: ops.spec and orders.spec complete orders of product 1 and of the first product in stock,
 * releasing money to their suppliers; other specs take the best stocked, and order-ways-out.spec
 * counts the stock of the last ones in stock.
 */
async function quietSupplierProduct(request: APIRequestContext) {
  const list = await request.get('/api/products/list/?page_size=100')
  const products = (await list.json()).results as Listed[]
  const stocked = products.filter((p) => {
    const v = p.product_variations[0]
    return v && v.stock >= v.minimum_order_quantity
  })
  const best = Math.max(...stocked.map((p) => p.product_variations[0]!.stock))
  const busy = new Set([products.find((p) => p.id === 1), stocked[0]].map((p) => p?.producer?.id))
  const product = stocked
    .slice(1, -6)
    .filter((p) => p.id !== 1 && p.producer && !busy.has(p.producer.id))
    .filter((p) => p.product_variations[0]!.stock !== best)
    .at(-1)
  if (!product) throw new Error('The demo catalogue has no product of a quiet supplier in stock')
  return { producer: product.producer!, variation: product.product_variations[0]! }
}

type Order = { id: number; order_number: string; total_price: number; total_amount: number }

/**
 * The buyer's order of the variation, as the storefront and the console would call it: requested
 * in Armenian, quoted, approved, paid in full and shipped. The screens of these steps have specs of
 * their own (trade-loop.spec.ts, ops.spec.ts).
 */
async function shippedOrder(
  request: APIRequestContext,
  buyer: Buyer,
  staff: string,
  variation: { id: number; minimum_order_quantity: number },
): Promise<Order> {
  const post = apiPoster(request, lang)
  await post(
    '/customer/cart/create/',
    buyer.access,
    { product_variation: variation.id, quantity: variation.minimum_order_quantity },
    201,
  )
  const [destination] = await (await request.get('/api/destinations/')).json()
  const { id } = await post(
    '/order/request-shipping/',
    buyer.access,
    { shipping_destination: destination.id },
    201,
  )
  await post(`/ops/orders/${id}/quote/`, staff, { shipping_price: SHIPPING })
  const order = (await post(`/customer/approve-shipping-cost/${id}/`, buyer.access, {})) as Order
  await post(
    `/ops/orders/${id}/payments/`,
    staff,
    { amount: order.total_amount, received_on: new Date().toISOString().slice(0, 10) },
    201,
  )
  await post(`/ops/orders/${id}/ship/`, staff, { tracking_number: 'ZVT-2291-AM' })
  return order
}

/** What the buyer's order holds, released and refunded, as the buyer's page reads it. */
async function escrowOf(request: APIRequestContext, buyer: Buyer, orderId: number): Promise<Escrow> {
  const res = await request.get(`/api/orders/${orderId}/escrow/`, { headers: bearer(buyer.access) })
  expect(res.status(), await res.text()).toBe(200)
  return res.json()
}

/** What the console's payouts page says the supplier is owed. */
async function balanceOf(request: APIRequestContext, staff: string, producerId: number): Promise<Balance> {
  const res = await request.get('/api/ops/payouts/balances/', { headers: bearer(staff) })
  expect(res.status(), await res.text()).toBe(200)
  const balance = ((await res.json()).results as Balance[]).find((b) => b.producer.id === producerId)
  if (!balance) throw new Error(`Nothing was released to supplier ${producerId}`)
  return balance
}

/** Confirms the buyer's step in its dialog on the order page, then waits for the order to move on. */
async function takeStep(page: Page, action: 'mark_received' | 'complete', nextStatus: string) {
  const panel = page.getByRole('region', { name: t(lang, `orders:actions.${action}.title`) })
  await panel.getByRole('button', { name: t(lang, `orders:actions.${action}.button`) }).click()
  const dialog = page.getByRole('alertdialog', { name: t(lang, `orders:actions.${action}.confirmTitle`) })
  await dialog.getByRole('button', { name: t(lang, `orders:actions.${action}.confirm`), exact: true }).click()
  await settled(dialog).toBeHidden()
  await expect(page.locator('header').getByText(t(lang, `orders:status.${nextStatus}`))).toBeVisible()
}

/** Waits for React to take over the page (root.tsx marks <html>), as the `visit` fixture does. */
async function open(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 })
}

/** Amounts and days as the browser writes them in a language: the page formats with the same Intl. */
const inBrowser = (page: Page) => ({
  money: (locale: string, value: number) =>
    page.evaluate(
      ([locale, value]) =>
        new Intl.NumberFormat(locale as string, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(value as number),
      [locale, value] as const,
    ),
  day: (locale: string, day: string) =>
    page.evaluate(
      ([locale, day]) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day)),
      [locale, day] as const,
    ),
})

const ops = (key: string, values?: Record<string, string | number>) => t('en', `ops:${key}`, values)
const am = (key: string, values?: Record<string, string | number>) => t(lang, `orders:${key}`, values)

test('an Armenian buyer on a phone claims for damaged goods, gets part back with a credit note, and the supplier is paid the rest', async ({
  page,
  visit,
  request,
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, 'the buyer of this flow uses a phone')
  test.setTimeout(90_000)
  const { producer, variation } = await quietSupplierProduct(request)
  const buyer = await registerBuyer(request, { lang })
  const { access: staff } = await operatorTokens(request)
  const order = await shippedOrder(request, buyer, staff, variation)
  const format = inBrowser(page)

  await signInAs(page, buyer)
  await visit(`/${lang}/orders/${order.id}`)
  const escrow = page.getByRole('region', { name: am('escrow.title'), exact: true })
  const claims = page.getByRole('region', { name: am('claims.title'), exact: true })

  await test.step('the buyer marks the goods received: held until the claim window closes', async () => {
    await settled(escrow).toContainText(am('escrow.heldUntilReceipt'))
    await takeStep(page, 'mark_received', 'delivered')
    const { release_on: releaseOn, held } = await escrowOf(request, buyer, order.id)
    expect(releaseOn).toBe(new Date(Date.now() + CLAIM_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10))
    expect(held).toBe(order.total_amount)
    // Without a reload: the page reads the money and the claim window again after the step.
    const until = await format.day('hy-AM', releaseOn!)
    await settled(escrow).toContainText(am('escrow.heldUntil', { date: until }))
    await expect(escrow).toContainText(await format.money('hy-AM', order.total_amount))
    await expect(claims).toContainText(am('claims.openUntil', { date: until }))
  })

  await test.step('the buyer opens a claim for damaged goods, one line and a photo', async () => {
    await claims.getByRole('button', { name: am('claims.report') }).click()
    const form = page.getByRole('form', { name: am('claims.form.title') })
    await expect(form.getByRole('heading', { name: am('claims.form.title') })).toBeFocused()
    await form.getByRole('combobox', { name: am('claims.form.reason') }).selectOption('damaged')
    await form.getByRole('radio', { name: am('claims.remedy.partial_refund') }).check()
    await form.getByRole('checkbox').check()
    const claimed = Math.min(3, variation.minimum_order_quantity)
    await form
      .getByRole('textbox', { name: new RegExp(`^${am('claims.form.quantity')}`) })
      .fill(String(claimed))
    await form
      .getByRole('textbox', { name: am('claims.form.description') })
      .fill('Երեք արկղ հասել են ճզմված, ապրանքը թափված է։ Լուսանկարը կցված է։')
    await form.getByLabel(am('claims.files.attach')).setInputFiles({
      name: 'ճզմված-արկղ.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    })
    await expect(form.getByRole('list', { name: am('claims.files.attached') })).toContainText(
      'ճզմված-արկղ.png',
    )
    await expectNoSeriousAxeViolations(page)

    await form.getByRole('button', { name: am('claims.form.submit') }).click()
    await settled(form).toBeHidden()
    const card = claims.getByRole('article', { name: am('claims.reason.damaged') })
    await expect(card).toContainText(am('claims.state.open'))
    await expect(card).toContainText(am('claims.remedy.partial_refund'))
    await expect(card).toContainText('ճզմված-արկղ.png')
    await expect(card).toContainText(
      am('claims.list.quantity', { quantity: claimed, ordered: variation.minimum_order_quantity }),
    )
    await expect(claims.getByRole('note')).toContainText(am('claims.waiting'))
    await settled(escrow).toContainText(am('escrow.claimOpen'))
    // Completing waits for the claim: the page does not offer it.
    await expect(page.getByRole('region', { name: am('actions.complete.title') })).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
  })

  const desk = await operatorDesk(browser, request)
  const opsPage = desk.page
  const reference = `AMRB-${order.id}-RF`

  await test.step('the operator finds the claim in the queue and refunds part of what is held', async () => {
    await open(opsPage, '/en/ops/claims')
    const row = opsPage.getByRole('row').filter({ hasText: order.order_number })
    await settled(row).toContainText(ops('claims.reasons.damaged'))
    await expect(row).toContainText(await inBrowser(opsPage).money('en-US', order.total_amount))
    await expectNoSeriousAxeViolations(opsPage)

    await row.getByRole('link', { name: order.order_number }).click()
    await settled(opsPage).toHaveURL(`/en/ops/orders/${order.id}`)
    const panel = opsPage.getByRole('region', { name: ops('claims.title'), exact: true })
    await settled(panel.getByRole('button', { name: ops('claims.resolve.open') })).toBeEnabled()
    await panel.getByRole('button', { name: ops('claims.resolve.open') }).click()
    const resolve = panel.getByRole('region', { name: ops('claims.resolve.title') })
    await expect(resolve.getByRole('radio', { name: ops('claims.resolve.outcomes.refunded') })).toBeChecked()
    await resolve.getByRole('textbox', { name: ops('claims.resolve.amount') }).fill(REFUND.toFixed(2))
    await resolve
      .getByRole('textbox', { name: new RegExp(`^${ops('escrow.refund.reference')}`) })
      .fill(reference)
    await resolve
      .getByRole('textbox', { name: new RegExp(`^${ops('claims.resolve.note')}`) })
      .fill('Երեք արկղի արժեքը վերադարձվում է ձեզ։')
    await expectNoSeriousAxeViolations(opsPage)
    await resolve.getByRole('button', { name: ops('claims.resolve.review') }).click()
    const dialog = opsPage.getByRole('alertdialog', { name: ops('claims.resolve.confirmTitle') })
    await dialog.getByRole('button', { name: ops('claims.resolve.confirm.refunded') }).click()
    await settled(dialog).toBeHidden()
    await expect(panel).toContainText(ops('claims.states.refunded'))
    await expect(panel).toContainText(ops('claims.refundOf'))
    await expect(panel).toContainText(/CN-\d{4}-\d{5}/)
  })

  await test.step('the buyer sees the refund and downloads its credit note', async () => {
    const { refunds, held } = await escrowOf(request, buyer, order.id)
    expect(refunds).toHaveLength(1)
    expect(held).toBe(Math.round((order.total_amount - REFUND) * 100) / 100)
    const note = refunds[0]!.credit_note
    await visit(`/${lang}/orders/${order.id}`)
    const card = claims.getByRole('article', { name: am('claims.reason.damaged') })
    await settled(card).toContainText(am('claims.state.refunded'))
    await expect(card).toContainText('Երեք արկղի արժեքը վերադարձվում է ձեզ։')
    const refund = escrow.getByRole('listitem')
    await expect(refund).toContainText(await format.money('hy-AM', REFUND))
    await expect(refund).toContainText(reference)
    await expect(refund).toContainText(note.number)
    await expect(escrow).toContainText(am('escrow.amount.refunded'))
    await expectNoSeriousAxeViolations(page)

    const kind = am('documents.kind.credit_note')
    const [response, download] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(note.download_url)),
      page.waitForEvent('download'),
      refund.getByRole('button', { name: new RegExp(`${kind} ${note.number}`) }).click(),
    ])
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(download.suggestedFilename()).toBe(`${note.number}.pdf`)
    const chunks: Buffer[] = []
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  await test.step('the buyer completes the order: the rest is released to the supplier', async () => {
    await takeStep(page, 'complete', 'completed')
    await settled(escrow).toContainText(am('escrow.released'))
    await expect(escrow).toContainText(am('escrow.amount.released'))
    // A completed order takes no claim.
    await expect(claims.getByRole('button', { name: am('claims.report') })).toHaveCount(0)
  })

  await test.step('the operator pays the supplier part of what it is owed', async () => {
    const before = await balanceOf(request, staff, producer.id)
    const held = order.total_amount - REFUND
    // The supplier's share of what was left, by the value of its lines; the shop keeps the shipping.
    expect(Math.abs(before.owed - (held * order.total_price) / order.total_amount)).toBeLessThanOrEqual(0.01)
    const money = (value: number) => inBrowser(opsPage).money('en-US', value)

    await open(opsPage, '/en/ops/payouts')
    const row = opsPage
      .getByRole('row')
      .filter({ has: opsPage.getByRole('rowheader', { name: producer.name, exact: true }) })
    const owed = row.getByRole('cell').nth(2)
    await settled(owed).toHaveText(await money(before.owed))
    await expectNoSeriousAxeViolations(opsPage)

    await row.getByRole('button', { name: ops('payouts.record.openFor', { name: producer.name }) }).click()
    const form = opsPage.getByRole('region', { name: ops('payouts.record.title', { name: producer.name }) })
    const amount = form.getByRole('textbox', { name: ops('payouts.record.amount') })
    // More than is owed is refused before anything is sent.
    await amount.fill((before.owed + 1).toFixed(2))
    await form
      .getByRole('textbox', { name: new RegExp(`^${ops('payouts.record.reference')}`) })
      .fill(`AMRB-PAYOUT-${order.id}`)
    await form.getByRole('button', { name: ops('payouts.record.review') }).click()
    await expect(form).toContainText(ops('fields.amountAboveOwed', { max: await money(before.owed) }))
    await expect(amount).toBeFocused()
    const paid = Math.floor((before.owed * 100) / 2) / 100
    await amount.fill(paid.toFixed(2))
    await form.getByRole('button', { name: ops('payouts.record.review') }).click()
    const dialog = opsPage.getByRole('alertdialog', { name: ops('payouts.record.confirmTitle') })
    await dialog.getByRole('button', { name: ops('payouts.record.confirm'), exact: true }).click()
    await settled(dialog).toBeHidden()

    const left = Math.round((before.owed - paid) * 100) / 100
    await settled(owed).toHaveText(await money(left))
    await expect(row.getByRole('cell').nth(1)).toHaveText(await money(before.paid_out + paid))
    const history = opsPage.getByRole('region', { name: ops('payouts.history.title') })
    await expect(history.getByRole('row').filter({ hasText: `AMRB-PAYOUT-${order.id}` })).toContainText(
      await money(paid),
    )
    expect((await balanceOf(request, staff, producer.id)).owed).toBe(left)
    await expectNoSeriousAxeViolations(opsPage)
  })

  await desk.context.close()
})
