import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { DAY_MS, dayAfter, rfqCalls } from '../../testing/rfq-fixture.ts'
import {
  createFixtureProduct,
  createFixtureSeller,
  createTradingShop,
  type FixtureProduct,
  variationStock,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

/** One tonne bag of barberries, as the operator describes it for customs. */
const FREE_TEXT_CUSTOMS = {
  hs_code: '0813.40',
  origin_country: 'IR',
  net_weight_kg: 1000,
  gross_weight_kg: 1012.5,
}

describe.each(databaseKinds())('accepting an offer on %s', (kind) => {
  let t: TestApp
  // In the past, so that moving it on a day keeps the tokens the factory signs now valid.
  let now = new Date(Date.now() - 30 * DAY_MS)
  let product: FixtureProduct
  let destination: number
  let staff: TestUser
  const calls = rfqCalls(() => t)
  const { send } = calls
  const db = () => t.database.db
  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0]!.n
  const addAddress = async (buyer: TestUser, fullName: string) =>
    (
      await send('POST', '/customer/shipping-addresses/', buyer, {
        full_name: fullName,
        email_address: 'buyer@example.am',
        phone_number: '+374 10 123456',
        address: '1 Abovyan St',
        country: 'Armenia',
        zip_code: '0001',
      })
    ).json() as { id: number }
  /** A request for `of` offered to its buyer at `terms`. */
  const offeredRfq = async (buyer: TestUser, of: FixtureProduct | null, terms: object = {}) => {
    const asked = of
      ? { product: of.productId, quantity: 30, unit: 'piece' }
      : { title: 'Dried barberries', quantity: 2, unit: 'tonne' }
    const rfq = await calls.open(buyer, { ...asked, shipping_destination: destination })
    return calls.offered(staff, rfq.id, {
      ...(of ? { product_variation: of.variationIds[0] } : FREE_TEXT_CUSTOMS),
      quantity: 30,
      unit_price: 38.5,
      shipping_price: 120,
      valid_until: dayAfter(now, 5),
      ...terms,
    })
  }
  const ordersOf = (buyer: TestUser) =>
    count(sql`select count(*)::int as n from orders where user_id = ${buyer.id}`)

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    ;({ product, destination, staff } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test('makes an approved, unpaid order at the offer’s prices, with its proforma invoice and the stock taken', async () => {
    const buyer = await t.users.buyer()
    await addAddress(buyer, 'Ani Petrosyan')
    const rfq = await offeredRfq(buyer, product, { incoterm: 'CPT', incoterm_place: 'Upper Lars' })
    const stock = await variationStock(db(), product.variationIds[0]!)
    const popularity = await count(sql`select order_count as n from products where id = ${product.productId}`)
    const res = await calls.accept(buyer, rfq.id, { offer: rfq.offer!.id }, 'fa')
    expect(res.statusCode).toBe(200)
    const accepted = res.json()
    expect(accepted).toMatchObject({ status: 'accepted', available_actions: [] })
    expect(accepted.order.order_number).toMatch(/^CS-\d{6}-[0-9A-Z]{6}$/)

    const order = (
      await send('GET', `/orders/${accepted.order.id}/`, buyer, undefined, { 'accept-language': 'fa' })
    ).json()
    expect(order).toMatchObject({
      order_number: accepted.order.order_number,
      status: 'processing',
      // 30 × 38.50, and the offer's shipping.
      total_price: 1155,
      shipping_price: 120,
      total_amount: 1275,
      incoterm: 'CPT',
      incoterm_place: 'Upper Lars',
      quote_valid_until: dayAfter(now, 5),
      payment_state: 'unpaid',
      amount_due: 1275,
      language: 'fa',
      shipping_address: { full_name: 'Ani Petrosyan' },
      order_items: [
        {
          quantity: 30,
          line_total: 1155,
          product_variation: {
            id: product.variationIds[0],
            name: 'قوطی 1',
            price: 38.5,
            product_id: product.productId,
            product_name: product.names.fa,
            product_avatar: expect.stringMatching(/^\/media\/.+\.webp$/),
          },
        },
      ],
      history: [{ from_status: null, status: 'processing', actor_role: 'customer' }],
      available_actions: ['cancel'],
    })
    expect(new Date(order.quoted_at).getTime()).toBe(new Date(rfq.offer!.created_at).getTime())
    expect(new Date(order.approved_at).getTime()).toBe(now.getTime())
    expect(order.documents.map((d: { kind: string }) => d.kind)).toEqual(['proforma_invoice'])
    const payment = (await send('GET', `/orders/${order.id}/payment/`, buyer)).json()
    expect(payment).toMatchObject({ state: 'unpaid', amount_due: 1275, can_send_proof: true })

    expect(await variationStock(db(), product.variationIds[0]!)).toBe(stock - 30)
    expect(await count(sql`select order_count as n from products where id = ${product.productId}`)).toBe(
      popularity + 1,
    )
    const [card] = await queryRows<{ card: string }>(
      db(),
      sql`select card from product_cards where product_id = ${product.productId} and locale = 'en'`,
    )
    expect(JSON.parse(card!.card).product_variations[0].stock).toBe(stock - 30)
    const mail = (await emailsTo(db(), staff.email)).at(-1)!
    expect(mail).toMatchObject({ template: 'staff_alert', locale: 'en' })
    expect(mail.subject).toMatch(new RegExp(`^New order ${order.order_number} from Test User \\d+$`))
    expect(mail.text).toContain('approved as agreed')
    expect(mail.text).toContain(`/en/ops/orders/${order.id}`)
  })

  test('a free-text offer becomes one line named by the request, in its unit, shipped to the address chosen', async () => {
    const buyer = await t.users.buyer()
    await addAddress(buyer, 'Default address')
    const chosen = await addAddress(buyer, 'Warehouse in Gyumri')
    const rfq = await offeredRfq(buyer, null, { quantity: 2, unit_price: 3100, shipping_price: 400 })
    const theirs = await addAddress(await t.users.buyer(), 'Not theirs')
    const wrong = await calls.accept(buyer, rfq.id, { offer: rfq.offer!.id, shipping_address: theirs.id })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toHaveProperty('shipping_address')
    const accepted = (
      await calls.accept(buyer, rfq.id, { offer: rfq.offer!.id, shipping_address: chosen.id }, 'ru')
    ).json()
    const order = (await send('GET', `/orders/${accepted.order.id}/`, buyer)).json()
    expect(order).toMatchObject({
      status: 'processing',
      total_price: 6200,
      total_amount: 6600,
      incoterm: 'DAP',
      incoterm_place: 'Armenia — Meghri',
      shipping_address: { full_name: 'Warehouse in Gyumri' },
      order_items: [
        {
          quantity: 2,
          product_variation: {
            id: null,
            product_id: null,
            name: 'т',
            product_name: 'Dried barberries',
            product_avatar: null,
          },
        },
      ],
    })
    expect(order.documents).toHaveLength(1)

    // Its documents print the customs facts the offer gave, per line and in all.
    await send('POST', `/ops/orders/${order.id}/ship/`, staff, {
      tracking_number: 'UL-7',
      payment_override: 'Paid by letter of credit',
    })
    const documents = await queryRows<{ kind: string; line: object; net: string; gross: string }>(
      db(),
      sql`select kind, content->'lines'->0 as line, content->>'netKg' as net, content->>'grossKg' as gross
        from order_documents where order_id = ${order.id} order by id`,
    )
    const line = { hsCode: '081340', origin: 'IR', netKg: '2000.000', grossKg: '2025.000' }
    expect(documents).toEqual(
      ['proforma_invoice', 'commercial_invoice', 'packing_list'].map((kind) => ({
        kind,
        line: expect.objectContaining(line),
        net: '2000.000',
        gross: '2025.000',
      })),
    )
  })

  test('the buyer is emailed the new order and how to pay it, in the language they accepted in', async () => {
    const buyer = await t.users.buyer()
    await addAddress(buyer, 'Ani Petrosyan')
    const rfq = await offeredRfq(buyer, product)
    const accepted = (await calls.accept(buyer, rfq.id, { offer: rfq.offer!.id }, 'ru')).json()
    const [proforma] = (await send('GET', `/orders/${accepted.order.id}/documents/`, buyer)).json()
    const mail = (await emailsTo(db(), buyer.email)).at(-1)!
    expect(mail).toMatchObject({ template: 'rfq_order', locale: 'ru' })
    expect(mail.subject).toContain(accepted.order.order_number)
    // The proforma's account and reference, and the amount due (30 × 38.50 + 120), in Russian.
    const due = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'USD' }).format(1275)
    for (const fact of [
      'Получатель: Caravanserai Trading LLC',
      'Ameriabank CJSC',
      'AM12 3456 7890 1234 5678',
      'ARMIAM22',
      `${proforma.number} / ${accepted.order.order_number}`,
      due,
      `/ru/orders/${accepted.order.id}`,
    ])
      expect(mail.text).toContain(fact)
    expect(mail.html).toContain('white-space:pre-line')
  })

  test('an offer above the company’s threshold waits for its approver, who is emailed; no payment is asked yet', async () => {
    const buyer = await t.users.buyer()
    await db().execute(sql`update companies set approval_threshold = 1000 where id = ${buyer.companyId}`)
    // The company's founder hands buying to the person who accepts, and approves as its owner.
    const approver = await t.users.member(buyer.companyId!, 'owner')
    const member = buyer
    await db().execute(sql`update company_members set role = 'buyer' where user_id = ${buyer.id}`)
    await addAddress(member, 'Ani Petrosyan')
    const rfq = await offeredRfq(member, product)
    const accepted = (await calls.accept(member, rfq.id, { offer: rfq.offer!.id })).json()
    const order = (await send('GET', `/orders/${accepted.order.id}/`, member)).json()
    // 30 × 38.50 + 120 = 1,275 dollars, above 1,000.
    expect(order).toMatchObject({ status: 'pending_approval', approved_at: null, approved_by: null })
    expect(order.company_approval).toMatchObject({ reason: 'threshold', limit: '1000.00', waiting: true })
    expect(order.available_actions).not.toContain('approve_shipping_cost')
    expect((await emailsTo(db(), approver.email)).map((m) => m.template)).toContain(
      'order_approval_requested',
    )
    expect((await emailsTo(db(), member.email)).map((m) => m.template)).not.toContain('rfq_order')
    const [row] = await queryRows<{ acceptedBy: number }>(
      db(),
      sql`select accepted_by as "acceptedBy" from rfqs where id = ${rfq.id}`,
    )
    expect(row!.acceptedBy).toBe(member.id)
    const approved = await send('POST', `/customer/approve-shipping-cost/${order.id}/`, approver)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'processing', approved_by: { id: approver.id } })
  })

  test('too little stock refuses the acceptance (409) and writes nothing', async () => {
    const scarce = await createFixtureProduct(db(), [{ price: '40.00', stock: 29 }])
    const buyer = await t.users.buyer()
    const rfq = await offeredRfq(buyer, scarce)
    const documents = await count(sql`select count(*)::int as n from order_documents`)
    const res = await calls.accept(buyer, rfq.id, { offer: rfq.offer!.id })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'rfqs.notEnoughStock', params: { stock: 29 } })
    expect(await variationStock(db(), scarce.variationIds[0]!)).toBe(29)
    expect(await ordersOf(buyer)).toBe(0)
    expect(await count(sql`select count(*)::int as n from order_documents`)).toBe(documents)
    expect((await send('GET', `/rfqs/${rfq.id}/`, buyer)).json()).toMatchObject({
      status: 'offered',
      order: null,
    })
  })

  test('an offer past its last day (UTC) cannot be accepted; a replaced one neither; another request’s is refused', async () => {
    const buyer = await t.users.buyer()
    const rfq = await offeredRfq(buyer, product, { valid_until: dayAfter(now) })
    const start = now
    try {
      // The last day's final millisecond still accepts; the next day does not.
      now = new Date(`${dayAfter(start)}T23:59:59.999Z`)
      expect((await send('GET', `/rfqs/${rfq.id}/`, buyer)).json().offer.expired).toBe(false)
      now = new Date(now.getTime() + 1)
      const seen = (await send('GET', `/rfqs/${rfq.id}/`, buyer)).json()
      expect(seen).toMatchObject({ offer: { expired: true }, available_actions: ['withdraw'] })
      const late = await calls.accept(buyer, rfq.id, { offer: rfq.offer!.id }, 'hy')
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ code: 'rfqs.offerExpired', detail: expect.stringMatching(/[Ա-֏]/) })
      expect(await ordersOf(buyer)).toBe(0)
    } finally {
      now = start
    }

    const newer = await calls.offered(staff, rfq.id, {
      product_variation: product.variationIds[0],
      quantity: 10,
      unit_price: 37,
      shipping_price: 60,
      valid_until: dayAfter(now, 3),
    })
    const replaced = await calls.accept(buyer, rfq.id, { offer: rfq.offer!.id })
    expect(replaced.statusCode).toBe(409)
    expect(replaced.json().code).toBe('rfqs.offerReplaced')
    const elsewhere = await offeredRfq(buyer, product)
    const foreign = await calls.accept(buyer, rfq.id, { offer: elsewhere.offer!.id })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toHaveProperty('offer')
    expect((await calls.accept(buyer, rfq.id, { offer: newer.offer!.id })).statusCode).toBe(200)
    const twice = await calls.accept(buyer, rfq.id, { offer: newer.offer!.id })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('rfqs.cannotAccept')
    expect(await ordersOf(buyer)).toBe(1)
  })

  test('without the bank account a proforma needs, acceptance is refused as a quote is (409)', async () => {
    const buyer = await t.users.buyer()
    const rfq = await offeredRfq(buyer, product)
    await db().execute(sql`delete from bank_accounts`)
    try {
      const res = await calls.accept(buyer, rfq.id, { offer: rfq.offer!.id })
      expect(res.statusCode).toBe(409)
      expect(res.json().code).toBe('documents.bankAccountMissing')
      expect(await ordersOf(buyer)).toBe(0)
    } finally {
      await createFixtureSeller(db())
    }
  })

  test('an unverified buyer cannot accept; of two acceptances at once exactly one passes', async () => {
    const buyer = await t.users.buyer()
    const rfq = await offeredRfq(buyer, product)
    await db().execute(sql`update users set is_verified = false where id = ${buyer.id}`)
    const refused = await calls.accept(buyer, rfq.id, { offer: rfq.offer!.id })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('rfqs.emailNotVerified')
    await db().execute(sql`update users set is_verified = true where id = ${buyer.id}`)

    const both = await Promise.all([1, 2].map(() => calls.accept(buyer, rfq.id, { offer: rfq.offer!.id })))
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await ordersOf(buyer)).toBe(1)
  })
})
