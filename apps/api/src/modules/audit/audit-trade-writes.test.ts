import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { multipart } from '../../testing/multipart.ts'
import { dayAfter, rfqCalls } from '../../testing/rfq-fixture.ts'
import { createTradingShop, type FixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

type Event = { action: string; actor_id: number; object_label: string; changes: Record<string, unknown> }

const SLIP = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** Each staff write of trade — orders, payments, requests for quotation — lands in the trail. */
describe.each(databaseKinds())('the audit trail of orders, payments and RFQs on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let staff: TestUser
  const send = injectAs(() => t)
  const rfq = rfqCalls(() => t)
  /** The object's events, oldest first. */
  const trail = (type: string, id: number) =>
    queryRows<Event>(
      t.database.db,
      sql`select action, actor_id, object_label, changes from audit_events
        where object_type = ${type} and object_id = ${id} order by id`,
    )
  const approvedOrder = async () => {
    const buyer = await t.users.buyer()
    const placed = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
    await send('POST', `/ops/orders/${placed.id}/quote/`, staff, {
      shipping_price: 5,
      incoterm: 'CPT',
      incoterm_place: 'Poti',
      note: 'By sea',
    })
    await send('POST', `/customer/approve-shipping-cost/${placed.id}/`, buyer)
    return { buyer, order: placed }
  }

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination, staff } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test("an order's quote, payment, shipment and note, each with what it changed", async () => {
    const { order } = await approvedOrder()
    const paid = await send('POST', `/ops/orders/${order.id}/payments/`, staff, {
      amount: 45,
      received_on: new Date().toISOString().slice(0, 10),
    })
    expect(paid.statusCode).toBe(201)
    await send('POST', `/ops/orders/${order.id}/ship/`, staff, { tracking_number: 'TRK-1' })
    await send('POST', `/ops/orders/${order.id}/notes/`, staff, { body: 'Called the buyer' })

    const [quote, payment, shipment, ship, note, ...rest] = await trail('order', order.id)
    expect(rest).toEqual([])
    expect(quote).toMatchObject({
      action: 'order.quote',
      actor_id: staff.id,
      object_label: order.order_number,
      changes: {
        status: { before: 'pending_shipping', after: 'pending_approval' },
        shipping_price: { before: null, after: '5.00' },
        incoterm: { after: 'CPT' },
        incoterm_place: { after: 'Poti' },
        quote_valid_until: { before: null, after: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
        note: { before: null, after: 'By sea' },
      },
    })
    expect(payment).toMatchObject({
      action: 'order.payment_recorded',
      changes: {
        amount_paid: { before: '0.00', after: '45.00' },
        payment_state: { before: 'unpaid', after: 'paid' },
        'payment.amount': { before: null, after: '45.00' },
      },
    })
    // Shipping sends everything as one shipment, which ships the order (docs/decisions/060).
    expect(shipment).toMatchObject({
      action: 'order.shipment_created',
      changes: {
        'shipment.number': { before: null, after: 1 },
        'shipment.tracking_number': { after: 'TRK-1' },
      },
    })
    expect(ship).toMatchObject({
      action: 'order.ship',
      changes: {
        status: { before: 'processing', after: 'shipped' },
        tracking_number: { before: null, after: 'TRK-1' },
      },
    })
    expect(Object.keys(ship!.changes)).not.toContain('shipping_price')
    expect(note).toMatchObject({ action: 'order.note', changes: { note: { after: 'Called the buyer' } } })
  })

  test('a transfer confirmation sent back is recorded with its reason', async () => {
    const { buyer, order } = await approvedOrder()
    const { payload, headers } = multipart(SLIP, { name: 'slip.pdf', type: 'application/pdf' })
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment-proof/`,
      payload,
      headers: { ...headers, ...buyer.auth },
    })
    const proof = sent.json().proofs[0].id as number
    const reason = 'The amount is not legible'
    const rejected = await send('POST', `/ops/orders/${order.id}/payment-proofs/${proof}/reject/`, staff, {
      reason,
    })
    expect(rejected.statusCode).toBe(200)
    const events = await trail('order', order.id)
    expect(events.map((e) => e.action)).toEqual(['order.quote', 'order.payment_proof_rejected'])
    expect(events[1]!.changes).toEqual({
      [`payment_proofs.${proof}.state`]: { before: 'pending', after: 'rejected' },
      [`payment_proofs.${proof}.rejection_reason`]: { before: null, after: reason },
    })
  })

  test("a request for quotation's offer and decline", async () => {
    const buyer = await t.users.buyer()
    const body = { title: 'Copper cathodes', quantity: 20, unit: 'tonne', shipping_destination: destination }
    const offered = await rfq.open(buyer, body)
    const offer = {
      quantity: 20,
      unit_price: 8900,
      shipping_price: 1200,
      incoterm: 'CPT',
      valid_until: dayAfter(new Date(), 7),
      hs_code: '740311',
      origin_country: 'AM',
      net_weight_kg: 1000,
      gross_weight_kg: 1005,
    }
    await rfq.offered(staff, offered.id, offer)
    await rfq.offered(staff, offered.id, { ...offer, unit_price: 8800 })
    const [first, second] = await trail('rfq', offered.id)
    expect(first).toMatchObject({
      action: 'rfq.offer',
      object_label: offered.rfq_number,
      changes: {
        status: { before: 'open', after: 'offered' },
        'offer.unit_price': { before: null, after: '8900.00' },
        'offer.quantity': { before: null, after: 20 },
        'offer.hs_code': { before: null, after: '740311' },
        'offer.net_weight_kg': { before: null, after: '1000.000' },
      },
    })
    expect(second!.changes).toEqual({ 'offer.unit_price': { before: '8900.00', after: '8800.00' } })

    const declined = await rfq.open(buyer, body)
    expect((await rfq.decline(staff, declined.id, 'Out of stock')).statusCode).toBe(200)
    expect(await trail('rfq', declined.id)).toEqual([
      {
        action: 'rfq.decline',
        actor_id: staff.id,
        object_label: declined.rfq_number,
        changes: {
          status: { before: 'open', after: 'declined' },
          decline_reason: { before: null, after: 'Out of stock' },
        },
      },
    ])
  })
})
