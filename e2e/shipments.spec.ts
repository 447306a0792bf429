import { randomUUID } from 'node:crypto'
import type { Lang } from '@caravanserai/contracts/languages'
import type { APIRequestContext } from '@playwright/test'
import { apiPoster, bearer } from './api-calls.ts'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { type Buyer, registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { operatorDesk, operatorTokens } from './operator.ts'

// Shipment milestones (docs/decisions/060-shipment-milestones.md): an operator ships an order in
// the console and records its border crossing and customs clearance; the buyer, in Persian on a
// phone, follows the route and the estimate on the order page.

const buyerLang: Lang = 'fa'
const opsLang: Lang = 'en'
const settled = expect.configure({ timeout: 20_000 })
const ops = (key: string, values?: Record<string, string | number>) => t(opsLang, `ops:${key}`, values)
const mine = (key: string, values?: Record<string, string | number>) => t(buyerLang, `orders:${key}`, values)
const persian = (n: number) => new Intl.NumberFormat('fa-IR').format(n)

type OpsDestination = { id: number; names: Record<string, string>; legs: { names: object; days: number }[] }

/**
 * The first destination's route with the milestone that ends each leg: the first at the border,
 * the one before last at customs, the last at delivery. Names and days stay as they are, so other
 * flows see the same route.
 */
async function routeWithMilestones(request: APIRequestContext, staff: string): Promise<number> {
  const list = await request.get('/api/ops/destinations/', { headers: bearer(staff) })
  expect(list.status(), await list.text()).toBe(200)
  const [destination] = (await list.json()) as OpsDestination[]
  if (!destination || destination.legs.length < 3) throw new Error('The demo route has fewer than three legs')
  const last = destination.legs.length - 1
  const ends = (i: number) =>
    i === 0 ? 'border_crossed' : i === last - 1 ? 'customs_cleared' : i === last ? 'delivered' : null
  const put = await request.put(`/api/ops/destinations/${destination.id}/legs/`, {
    headers: bearer(staff),
    data: {
      legs: destination.legs.map((leg, i) => ({ names: leg.names, days: leg.days, ends_with: ends(i) })),
    },
  })
  expect(put.status(), await put.text()).toBe(200)
  return destination.id
}

/** An order of the first product in stock to `destination`, quoted, approved and paid in full. */
async function paidOrder(request: APIRequestContext, buyer: Buyer, staff: string, destination: number) {
  const post = apiPoster(request, buyerLang)
  const list = await request.get('/api/products/list/?page_size=24', {
    headers: { 'Accept-Language': buyerLang },
  })
  const products = (await list.json()).results as {
    product_variations: { id: number; stock: number; minimum_order_quantity: number }[]
  }[]
  const variation = products
    .map((p) => p.product_variations[0]!)
    .find((v) => v && v.stock >= v.minimum_order_quantity)!
  await post(
    '/customer/cart/create/',
    buyer.access,
    { product_variation: variation.id, quantity: variation.minimum_order_quantity },
    201,
  )
  const order = (await post(
    '/order/request-shipping/',
    buyer.access,
    { shipping_destination: destination },
    201,
  )) as {
    id: number
    order_number: string
  }
  await post(`/ops/orders/${order.id}/quote/`, staff, {
    shipping_price: 140,
    incoterm: 'CPT',
    incoterm_place: 'Yerevan',
    valid_days: 10,
  })
  await post(`/customer/approve-shipping-cost/${order.id}/`, buyer.access, {})
  const payment = await request.get(`/api/ops/orders/${order.id}/payment/`, { headers: bearer(staff) })
  const { amount_due: due } = (await payment.json()) as { amount_due: number }
  await post(
    `/ops/orders/${order.id}/payments/`,
    staff,
    { amount: due, received_on: new Date().toISOString().slice(0, 10) },
    201,
  )
  return order
}

test('an operator records the border crossing and customs clearance; a buyer on a phone follows the route in Persian', async ({
  page,
  visit,
  browser,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the buyer of this flow uses a phone; the operator has a desk of their own')
  test.setTimeout(150_000)
  const { access: staff } = await operatorTokens(request)
  const destination = await routeWithMilestones(request, staff)
  const buyer = await registerBuyer(request, { lang: buyerLang })
  const order = await paidOrder(request, buyer, staff, destination)
  const tracking = `IR-ARM-${randomUUID().slice(0, 6).toUpperCase()}`

  // The operator ships every unit in one shipment from the desktop.
  const desk = await operatorDesk(browser, request)
  const desktop = desk.page
  await desktop.goto(`/${opsLang}/ops/orders/${order.id}`)
  const ship = desktop.getByRole('region', { name: ops('shipments.create.title') })
  await settled(ship).toBeVisible()
  await ship.getByRole('textbox', { name: ops('shipments.create.tracking') }).fill(tracking)
  await ship
    .getByRole('textbox', { name: new RegExp(`^${ops('shipments.create.carrier')}`) })
    .fill('Zagros Freight')
  await ship.getByRole('button', { name: ops('shipments.create.submit') }).click()
  const shipments = desktop.getByRole('region', { name: ops('shipments.list.title') })
  const shipment = shipments.getByRole('article', { name: new RegExp(tracking) })
  await settled(shipment).toBeVisible()
  await expect(desktop.getByRole('heading', { level: 1 })).toContainText(ops('status.shipped'))

  // The border crossing at its named crossing, then the customs clearance.
  const record = async (kind: 'border_crossed' | 'customs_cleared', place: string) => {
    const form = shipment.getByRole('form', { name: ops('shipments.milestone.title') })
    await form.getByRole('combobox', { name: ops('shipments.milestone.kind') }).selectOption(kind)
    await form.getByRole('textbox', { name: new RegExp(`^${ops('shipments.milestone.place')}`) }).fill(place)
    await form.getByRole('button', { name: ops('shipments.milestone.submit') }).click()
    const milestones = shipment.getByRole('list', { name: ops('shipments.list.milestones') })
    await settled(milestones.getByText(ops(`shipments.kind.${kind}`))).toBeVisible()
  }
  await record('border_crossed', 'Nurduz/Meghri')
  await record('customs_cleared', 'Meghri customs post')

  // The console's shipments view lists it in transit, with its last milestone.
  await desktop.goto(`/${opsLang}/ops/shipments?search=${tracking}`)
  const row = desktop.getByRole('row', { name: new RegExp(tracking) })
  await settled(row).toBeVisible()
  await expect(row).toContainText(ops('shipments.kind.customs_cleared'))
  await expect(row.getByRole('link', { name: order.order_number })).toBeVisible()
  await expectNoSeriousAxeViolations(desktop)
  await desk.context.close()

  // The buyer, in Persian on a phone, follows the route and the estimate.
  await signInAs(page, buyer)
  await visit(`/${buyerLang}/orders/${order.id}`)
  const section = page.getByRole('region', { name: mine('shipments.title') })
  await settled(section).toBeVisible()
  const card = section.getByRole('article', {
    name: mine('shipments.number', { n: persian(1), total: persian(1) }),
  })
  await expect(card).toContainText(tracking)
  const route = card.getByRole('region', { name: mine('shipments.route') })
  const legs = route.getByRole('listitem')
  await expect(legs.first()).toContainText(mine('shipments.leg.completed'))
  await expect(route.locator('[aria-current="step"]')).toContainText(mine('shipments.leg.current'))
  const updates = card.getByRole('region', { name: mine('shipments.updates') })
  await expect(updates.getByRole('listitem')).toHaveCount(3)
  await expect(updates).toContainText(mine('shipments.kind.border_crossed'))
  await expect(updates).toContainText('Nurduz/Meghri')
  await expect(updates).toContainText(mine('shipments.kind.customs_cleared'))
  const estimate = card.getByText(mine('shipments.estimated'), { exact: true })
  await expect(estimate.locator('xpath=following-sibling::dd')).toHaveText(/[۰-۹]/)
  // Nothing runs off the side of a 390 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await card.screenshot({ path: 'test-results/screenshots/shipment-timeline-fa-mobile.png' })
  await expectNoSeriousAxeViolations(page)
})
