import type { Lang } from '@caravanserai/contracts/languages'
import type { APIRequestContext, Download, Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { type Buyer, registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { operatorTokens } from './operator.ts'

// The trade loop on a phone in Persian (docs/product.md#trade-documents, #payment-by-bank-transfer,
// #order-conversation): the buyer approves a quote, downloads the proforma invoice, sends the
// bank's transfer confirmation and talks with the sales team; the operator records the payment
// and ships; the buyer downloads the commercial invoice and the packing list.

const lang: Lang = 'fa'
const settled = expect.configure({ timeout: 20_000 })
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const SLIP = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** A quoted order of the first product in stock, requested in Persian. */
async function quotedOrder(request: APIRequestContext, buyer: Buyer, staff: string) {
  const list = await request.get('/api/products/list/?page_size=24', { headers: { 'Accept-Language': lang } })
  const products = (await list.json()).results as {
    product_variations: { id: number; stock: number; minimum_order_quantity: number }[]
  }[]
  const variation = products
    .map((p) => p.product_variations[0]!)
    .find((v) => v && v.stock >= v.minimum_order_quantity)!
  const added = await request.post('/api/customer/cart/create/', {
    headers: bearer(buyer.access),
    data: { product_variation: variation.id, quantity: variation.minimum_order_quantity },
  })
  expect(added.status(), await added.text()).toBe(201)
  const placed = await request.post('/api/order/request-shipping/', {
    headers: { ...bearer(buyer.access), 'Accept-Language': lang },
    data: { shipping_destination: (await (await request.get('/api/destinations/')).json())[0].id },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = (await placed.json()) as { id: number; order_number: string }
  const quoted = await request.post(`/api/ops/orders/${order.id}/quote/`, {
    headers: bearer(staff),
    data: { shipping_price: 185, incoterm: 'CPT', incoterm_place: 'Bavra', valid_days: 10 },
  })
  expect(quoted.status(), await quoted.text()).toBe(200)
  return order
}

/** Downloads the document of `kind` from the order page and checks it is a PDF with its number. */
async function downloadDocument(page: Page, kind: string): Promise<Download> {
  const name = new RegExp(t(lang, `orders:documents.kind.${kind}`))
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^(PI|CI|PL)-\d{4}-\d{5}\.pdf$/)
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  })
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  return download
}

test('a buyer in Persian on a phone pays by transfer, talks with the sales team and gets the shipping documents', async ({
  page,
  visit,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the buyer of this flow uses a phone')
  test.setTimeout(120_000)
  const buyer = await registerBuyer(request, { lang })
  const { access: staff } = await operatorTokens(request)
  const order = await quotedOrder(request, buyer, staff)
  await signInAs(page, buyer)
  await visit(`/${lang}/orders/${order.id}`)

  // The quote: its terms and the proforma invoice, then the approval.
  await expect(page.getByText('CPT Bavra')).toBeVisible()
  const proforma = await downloadDocument(page, 'proforma_invoice')
  expect(proforma.suggestedFilename()).toMatch(/^PI-/)
  await expectNoSeriousAxeViolations(page)
  const approve = page.getByRole('region', { name: t(lang, 'orders:actions.approve_shipping_cost.title') })
  await approve.getByRole('button', { name: t(lang, 'orders:actions.approve_shipping_cost.button') }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog
    .getByRole('button', { name: t(lang, 'orders:actions.approve_shipping_cost.confirm'), exact: true })
    .click()
  await settled(page.locator('header').getByText(t(lang, 'orders:status.processing'))).toBeVisible()

  // The payment: bank details of the proforma, then the bank's confirmation.
  const payment = page.getByRole('region', { name: t(lang, 'orders:payment.title') })
  await settled(payment.getByText(t(lang, 'orders:payment.state.unpaid')).first()).toBeVisible()
  await expect(payment.getByText('DEMOAM22')).toBeVisible()
  await page.getByLabel(t(lang, 'orders:payment.upload.label')).setInputFiles({
    name: 'حواله.pdf',
    mimeType: 'application/pdf',
    buffer: SLIP,
  })
  await payment.getByRole('button', { name: t(lang, 'orders:payment.upload.submit') }).click()
  await settled(payment.getByText(t(lang, 'orders:payment.proofs.state.pending'))).toBeVisible()
  await expect(payment.getByText(t(lang, 'orders:payment.state.proof_sent')).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // The conversation: the buyer writes, the sales team answers.
  const conversation = page.getByRole('region', { name: t(lang, 'conversation:title') })
  await conversation
    .getByLabel(t(lang, 'conversation:label'))
    .fill('لطفاً زعفران را در قوطی‌های ۵۰۰ گرمی بسته‌بندی کنید.')
  await conversation.getByRole('button', { name: t(lang, 'conversation:send') }).click()
  await settled(conversation.getByText('قوطی‌های ۵۰۰ گرمی')).toBeVisible()
  const reply = await request.post(`/api/ops/orders/${order.id}/messages/`, {
    headers: bearer(staff),
    data: { body: 'حتماً. مشخصات بسته‌بندی: https://example.com/packing' },
  })
  expect(reply.status(), await reply.text()).toBe(201)
  // Elsewhere in the shop, the header says a message waits and leads to it.
  await visit(`/${lang}/orders`)
  const badge = page.locator('header').getByRole('link', {
    name: t(lang, 'messages.badge_one', { count: new Intl.NumberFormat('fa-IR').format(1) }),
  })
  await settled(badge).toBeVisible()
  await badge.click()
  await settled(page).toHaveURL(new RegExp(`/${lang}/orders/${order.id}`))
  const answer = page.getByRole('link', { name: 'https://example.com/packing' })
  await settled(answer).toBeVisible()
  await expect(answer).toHaveAttribute('rel', 'nofollow noopener noreferrer')
  await expectNoSeriousAxeViolations(page)

  // The operator checks the slip, records the whole payment and ships.
  const { amount_due: due, proofs } = await (
    await request.get(`/api/ops/orders/${order.id}/payment/`, { headers: bearer(staff) })
  ).json()
  const paid = await request.post(`/api/ops/orders/${order.id}/payments/`, {
    headers: bearer(staff),
    data: { amount: due, received_on: new Date().toISOString().slice(0, 10), proof: proofs[0].id },
  })
  expect(paid.status(), await paid.text()).toBe(201)
  const shipped = await request.post(`/api/ops/orders/${order.id}/ship/`, {
    headers: bearer(staff),
    data: { tracking_number: 'BAVRA-7731' },
  })
  expect(shipped.status(), await shipped.text()).toBe(200)

  // The buyer sees it paid and shipped, and downloads the shipping documents.
  await page.reload()
  await settled(page.locator('header').getByText(t(lang, 'orders:status.shipped'))).toBeVisible()
  await expect(payment.getByText(t(lang, 'orders:payment.state.paid')).first()).toBeVisible()
  await downloadDocument(page, 'commercial_invoice')
  await downloadDocument(page, 'packing_list')
  await expectNoSeriousAxeViolations(page)
})
