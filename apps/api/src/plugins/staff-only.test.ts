import { IMAGE_UPLOAD_MAX_BYTES } from '@caravanserai/contracts/ops-media'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../db/client.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import type { TestUser } from '../testing/factories.ts'
import { placeOrder } from '../testing/shop-fixture.ts'
import { databaseKinds } from '../testing/test-db.ts'

type Ids = Record<
  'order' | 'category' | 'type' | 'attribute' | 'value' | 'product' | 'producer' | 'variation' | 'image',
  number
> & {
  destination: number
  message: number
  rfq: number
  staff: number
  customer: number
  review: number
  shipment: number
}

type Role = 'operator' | 'admin'
type Call = [role: Role, method: string, url: (i: Ids) => string, body?: (i: Ids) => object]

// Every staff-only endpoint with the role it needs (docs/product.md#staff-and-roles), aimed at
// rows that exist, with a body that would be accepted: a missing guard would change something,
// and the table snapshot below would show it.
const CALLS: Call[] = [
  [
    'operator',
    'POST',
    () => '/products/create/',
    (i) => ({
      category: i.category,
      product_type: i.type,
      translations: { en: { name: 'Intruder' } },
      variations: [{ name: { en: 'X' }, price: 1, stock: 1 }],
    }),
  ],
  ['operator', 'PATCH', (i) => `/products/${i.product}/update/`, () => ({ is_active: false })],
  ['operator', 'DELETE', (i) => `/products/${i.product}/delete/`],
  ['operator', 'POST', () => '/destinations/create/', () => ({ name: 'Intruderland' })],
  ['operator', 'GET', () => '/ops/orders/'],
  ['operator', 'GET', () => '/ops/orders/counts/'],
  ['operator', 'GET', (i) => `/ops/orders/${i.order}/`],
  ['operator', 'POST', (i) => `/ops/orders/${i.order}/quote/`, () => ({ shipping_price: 10 })],
  ['operator', 'POST', (i) => `/ops/orders/${i.order}/requote/`, () => ({ shipping_price: 10 })],
  ['operator', 'POST', (i) => `/ops/orders/${i.order}/ship/`, () => ({ tracking_number: 'T-1' })],
  ['operator', 'POST', (i) => `/ops/orders/${i.order}/decline/`, () => ({ reason: 'No stock' })],
  ['operator', 'POST', (i) => `/ops/orders/${i.order}/cancel/`, () => ({ reason: 'No stock' })],
  ['operator', 'POST', (i) => `/ops/orders/${i.order}/notes/`, () => ({ body: 'note' })],
  ['operator', 'GET', (i) => `/ops/orders/${i.order}/documents/`],
  ['operator', 'GET', (i) => `/ops/orders/${i.order}/documents/${i.order}/`],
  ['operator', 'GET', (i) => `/ops/orders/${i.order}/files/${i.order}/`],
  ['operator', 'GET', (i) => `/ops/orders/${i.order}/payment/`],
  [
    'operator',
    'POST',
    (i) => `/ops/orders/${i.order}/payments/`,
    () => ({ amount: 1, received_on: '2026-01-02' }),
  ],
  [
    'operator',
    'POST',
    (i) => `/ops/orders/${i.order}/payment-proofs/${i.order}/reject/`,
    () => ({ reason: 'No' }),
  ],
  ['operator', 'GET', (i) => `/ops/orders/${i.order}/messages/`],
  ['operator', 'POST', (i) => `/ops/orders/${i.order}/messages/`, () => ({ body: 'Hello' })],
  ['operator', 'POST', (i) => `/ops/orders/${i.order}/messages/read/`, (i) => ({ up_to: i.order })],
  ['operator', 'POST', (i) => `/ops/orders/${i.order}/files/`],
  ['operator', 'GET', () => '/ops/unread-messages/'],
  ['operator', 'GET', (i) => `/ops/orders/${i.order}/escrow/`],
  [
    'operator',
    'POST',
    (i) => `/ops/orders/${i.order}/refunds/`,
    () => ({ amount: 1, refunded_on: '2026-01-02', bank_reference: 'RF' }),
  ],
  ['operator', 'GET', (i) => `/ops/orders/${i.order}/claims/`],
  [
    'operator',
    'POST',
    (i) => `/ops/orders/${i.order}/claims/${i.order}/resolve/`,
    () => ({ outcome: 'rejected', note: 'No' }),
  ],
  ['operator', 'GET', () => '/ops/claims/'],
  ['operator', 'GET', () => '/ops/payouts/balances/'],
  ['operator', 'GET', () => '/ops/payouts/'],
  [
    'operator',
    'POST',
    () => '/ops/payouts/',
    (i) => ({ producer: i.order, amount: 1, paid_on: '2026-01-02', bank_reference: 'PO' }),
  ],
  ['operator', 'GET', () => '/ops/me/alerts/'],
  [
    'operator',
    'PUT',
    () => '/ops/me/alerts/',
    () => ({
      alerts: {
        order_requested: 'off',
        quote_approved: 'off',
        proof_sent: 'off',
        buyer_message: 'off',
        claim_opened: 'off',
      },
    }),
  ],
  ['operator', 'GET', () => '/ops/me/waiting/'],
  ['operator', 'GET', () => '/ops/currencies/rates/'],
  ['operator', 'POST', () => '/ops/currencies/rates/', () => ({ currency: 'AMD', units_per_usd: '391.25' })],
  ['operator', 'POST', () => '/ops/currencies/rates/upload/'],
  ['operator', 'GET', () => '/ops/currencies/settlement/'],
  ['admin', 'GET', () => '/ops/seller/'],
  [
    'admin',
    'PUT',
    () => '/ops/seller/',
    () => ({ legal_name: 'Intruder', address: 'Nowhere', tax_id: '1', email: 'i@example.com', phone: '1' }),
  ],
  [
    'admin',
    'PUT',
    () => '/ops/seller/bank-accounts/EUR/',
    () => ({ beneficiary: 'Intruder', bank_name: 'Bank', account_number: 'XX00 1234', swift: 'INTRUDE1' }),
  ],
  ['admin', 'DELETE', () => '/ops/seller/bank-accounts/USD/'],
  ['operator', 'GET', () => '/ops/products/'],
  ['operator', 'GET', (i) => `/ops/products/${i.product}/`],
  ['operator', 'GET', () => '/ops/producers/'],
  ['operator', 'POST', () => '/ops/producers/', () => ({ name: 'Intruder Ltd' })],
  ['operator', 'PATCH', (i) => `/ops/producers/${i.producer}/`, () => ({ name: 'Renamed' })],
  ['operator', 'GET', () => '/ops/categories/'],
  ['operator', 'POST', () => '/ops/categories/', () => ({ names: { en: 'Intruders' } })],
  ['operator', 'PATCH', (i) => `/ops/categories/${i.category}/`, () => ({ names: { en: 'Renamed' } })],
  ['operator', 'DELETE', (i) => `/ops/categories/${i.category}/`],
  ['operator', 'GET', () => '/ops/product-types/'],
  ['operator', 'POST', () => '/ops/product-types/', (i) => ({ category: i.category, names: { en: 'X' } })],
  ['operator', 'PATCH', (i) => `/ops/product-types/${i.type}/`, () => ({ names: { en: 'Renamed' } })],
  ['operator', 'DELETE', (i) => `/ops/product-types/${i.type}/`],
  ['operator', 'GET', () => '/ops/attributes/'],
  ['operator', 'POST', () => '/ops/attributes/', (i) => ({ product_type: i.type, names: { en: 'X' } })],
  ['operator', 'PATCH', (i) => `/ops/attributes/${i.attribute}/`, () => ({ names: { en: 'Renamed' } })],
  ['operator', 'DELETE', (i) => `/ops/attributes/${i.attribute}/`],
  ['operator', 'POST', (i) => `/ops/attributes/${i.attribute}/values/`, () => ({ names: { en: 'X' } })],
  ['operator', 'PATCH', (i) => `/ops/attribute-values/${i.value}/`, () => ({ names: { en: 'Renamed' } })],
  ['operator', 'DELETE', (i) => `/ops/attribute-values/${i.value}/`],
  ['operator', 'GET', () => '/ops/destinations/'],
  ['operator', 'PATCH', (i) => `/ops/destinations/${i.destination}/`, () => ({ is_active: false })],
  [
    'operator',
    'PUT',
    (i) => `/ops/destinations/${i.destination}/legs/`,
    () => ({ legs: [{ names: { en: 'Intruder leg' }, days: 1 }] }),
  ],
  ['operator', 'DELETE', (i) => `/ops/destinations/${i.destination}/`],
  ['operator', 'POST', () => '/ops/uploads/'],
  [
    'operator',
    'POST',
    (i) => `/ops/variations/${i.variation}/images/`,
    () => ({ path: 'art/saffron/sargol-v0' }),
  ],
  ['operator', 'PUT', (i) => `/ops/variations/${i.variation}/images/`, (i) => ({ order: [i.image] })],
  [
    'operator',
    'PATCH',
    (i) => `/ops/variations/${i.variation}/images/${i.image}/`,
    () => ({ alt: { en: 'A tin' } }),
  ],
  ['operator', 'DELETE', (i) => `/ops/variations/${i.variation}/images/${i.image}/`],
  ['operator', 'GET', () => '/ops/contact-messages/'],
  ['operator', 'PATCH', (i) => `/ops/contact-messages/${i.message}/`, () => ({ handled: true })],
  ['operator', 'GET', () => '/ops/newsletter-subscribers/'],
  ['operator', 'GET', () => '/ops/newsletter-subscribers/export/'],
  ['operator', 'GET', (i) => `/ops/suppliers/${i.producer}/`],
  [
    'operator',
    'PUT',
    (i) => `/ops/suppliers/${i.producer}/`,
    () => ({ name: 'Intruder Ltd', translations: { en: { city: 'Nowhere' } } }),
  ],
  ['operator', 'POST', (i) => `/ops/suppliers/${i.producer}/certificates/`],
  ['operator', 'DELETE', (i) => `/ops/suppliers/${i.producer}/certificates/${i.producer}/`],
  ['operator', 'GET', () => '/ops/rfqs/'],
  ['operator', 'GET', (i) => `/ops/rfqs/${i.rfq}/`],
  [
    'operator',
    'POST',
    (i) => `/ops/rfqs/${i.rfq}/offer/`,
    () => ({ quantity: 1, unit_price: 1, shipping_price: 1, valid_until: '2999-01-01' }),
  ],
  ['operator', 'POST', (i) => `/ops/rfqs/${i.rfq}/decline/`, () => ({ reason: 'No' })],
  ['operator', 'GET', (i) => `/ops/rfqs/${i.rfq}/files/${i.rfq}/`],
  ['operator', 'GET', () => '/ops/customers/'],
  ['operator', 'GET', () => '/ops/companies/'],
  // A staff account buys for no company: the id names none (404).
  ['operator', 'GET', (i) => `/ops/companies/${i.staff}/`],
  // A staff account is no customer (404): reading one's export would otherwise be recorded.
  ['operator', 'GET', (i) => `/ops/customers/${i.staff}/`],
  ['operator', 'GET', (i) => `/ops/customers/${i.staff}/export/`],
  ['operator', 'POST', (i) => `/ops/customers/${i.customer}/deactivate/`, () => ({})],
  ['operator', 'POST', (i) => `/ops/customers/${i.customer}/reactivate/`, () => ({})],
  ['operator', 'POST', (i) => `/ops/customers/${i.customer}/verification/`, () => ({})],
  [
    'operator',
    'POST',
    (i) => `/ops/customers/${i.customer}/erase/`,
    () => ({ confirm_email: 'intruder@example.com' }),
  ],
  ['operator', 'GET', () => '/ops/reviews/'],
  ['operator', 'POST', (i) => `/ops/reviews/${i.review}/hide/`, () => ({ reason: 'Spam link' })],
  ['operator', 'POST', (i) => `/ops/reviews/${i.review}/unhide/`, () => ({})],
  ['operator', 'GET', () => '/ops/catalog/export/'],
  ['operator', 'POST', () => '/ops/catalog/import/'],
  ['operator', 'GET', () => '/ops/analytics/'],
  ['operator', 'GET', () => '/ops/analytics/shipments/'],
  ['operator', 'POST', (i) => `/ops/orders/${i.order}/shipments/`, () => ({ tracking_number: 'INTRUDER' })],
  [
    'operator',
    'POST',
    (i) => `/ops/shipments/${i.shipment}/milestones/`,
    () => ({ kind: 'delayed', occurred_on: '2026-03-01', note: 'Intruder', delay_days: 1 }),
  ],
  ['operator', 'POST', () => '/ops/shipments/milestones/import/'],
  ['operator', 'GET', () => '/ops/shipments/'],
  ['operator', 'GET', () => '/ops/analytics/export/weekly/'],
  ['operator', 'GET', (i) => `/ops/audit/order/${i.order}/`],
  ['admin', 'GET', () => '/ops/audit/'],
  ['admin', 'GET', () => '/ops/audit/actors/'],
  ['admin', 'GET', () => '/ops/staff/'],
  [
    'admin',
    'POST',
    () => '/ops/staff/invitations/',
    () => ({ email: 'intruder@staff.example', role: 'admin', first_name: 'Intruder' }),
  ],
  ['admin', 'POST', (i) => `/ops/staff/${i.staff}/invitation/`, () => ({})],
  ['admin', 'PATCH', (i) => `/ops/staff/${i.staff}/`, () => ({ role: 'operator' })],
  ['admin', 'DELETE', (i) => `/ops/staff/${i.staff}/`],
]

/** Rows and their last change, per table an operator call could write. */
const SNAPSHOT = sql`select json_build_object(${sql.raw(
  [
    'orders',
    'order_notes',
    'order_history',
    'products',
    'producers',
    'categories',
    'category_translations',
    'product_types',
    'attributes',
    'attribute_values',
    'attribute_value_translations',
    'destinations',
    'destination_legs',
    'variation_images',
    'variation_image_translations',
    'contact_messages',
    'product_cards',
    'seller_profile',
    'bank_accounts',
    'payments',
    'payment_proofs',
    'stored_files',
    'order_messages',
    'producer_translations',
    'producer_verifications',
    'producer_certificates',
    'rfqs',
    'rfq_offers',
    'reviews',
    'users',
    'user_tokens',
    'refresh_tokens',
    'staff_alert_settings',
    'shipments',
    'shipment_lines',
    'shipment_milestones',
  ]
    .map((t) => `'${t}', (select count(*) || '/' || coalesce(max(updated_at)::text, '') from ${t})`)
    .concat(
      "'audit_events', (select count(*) from audit_events)",
      "'email_outbox', (select count(*) from email_outbox)",
      "'currency_rates', (select count(*) from currency_rates)",
    )
    .join(', '),
)}) as snapshot`

const CATALOGUE_WRITES = 'catalogue (staff)'

/**
 * The described route a called address is: `{}` stands for any one segment, and of the routes it
 * could be, the one with the fewest parameters (`/ops/orders/counts/` rather than `/ops/orders/{}/`).
 */
function routeOf(described: string[], method: string, url: string): string | undefined {
  const fits = described.filter((route) => {
    const [verb, path] = route.split(' ') as [string, string]
    const pattern = path.split('{}').map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    return verb === method && new RegExp(`^${pattern.join('[^/]+')}$`).test(url)
  })
  return fits.sort((a, b) => a.split('{}').length - b.split('{}').length)[0]
}

describe.each(databaseKinds())('who may call the staff-only API on %s', (kind) => {
  let t: TestApp
  let ids: Ids
  let buyer: TestUser
  let operator: TestUser
  let admin: TestUser
  /** A call with a JSON body, or with text sent as JSON (`'{'`: a body that cannot be parsed). */
  const call = (method: string, url: string, headers: object, payload?: object | string) =>
    t.app.inject({
      method: method as 'POST',
      url: `/api${url}`,
      headers: { ...headers, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'GET' || payload === undefined ? {} : { payload }),
    })

  beforeAll(async () => {
    t = await buildTestApp(kind, { seeded: true })
    const one = async (query: string) =>
      (await queryRows<{ id: number }>(t.database.db, sql.raw(`${query} order by id limit 1`)))[0]!.id
    const variation = await one('select id from product_variations')
    const destination = await one('select id from destinations')
    await t.database.db.execute(sql`insert into contact_messages (name, email, subject, message, locale)
      values ('A', 'a@example.com', 'S', 'M', 'en')`)
    ;[buyer, operator, admin] = [await t.users.buyer(), await t.users.operator(), await t.users.admin()]
    const order = await placeOrder(t.app, buyer, {
      variationId: variation,
      quantity: 5,
      destinationId: destination,
    })
    const rfq = await t.app.inject({
      method: 'POST',
      url: '/api/rfqs/',
      headers: buyer.auth,
      payload: { title: 'Saffron, 2 kg', quantity: 2, unit: 'kg', shipping_destination: destination },
    })
    ids = {
      order: order.id,
      category: await one('select id from categories'),
      type: await one('select id from product_types'),
      attribute: await one('select id from attributes'),
      value: await one('select id from attribute_values'),
      product: await one('select id from products'),
      producer: await one('select id from producers'),
      variation,
      image: await one(`select id from variation_images where product_variation_id = ${variation}`),
      destination: await one(`select id from destinations where id <> ${destination}`),
      message: await one('select id from contact_messages'),
      rfq: rfq.json().id,
      staff: (await t.users.admin()).id,
      customer: buyer.id,
      review: await one('select id from reviews'),
      shipment: (
        await queryRows<{ id: number }>(
          t.database.db,
          sql`insert into shipments (order_id, number, tracking_number, dispatched_on)
            values (${order.id}, 1, 'T-STAFF', '2026-03-01') returning id`,
        )
      )[0]!.id,
    }
  })
  afterAll(() => t.close())

  test('the table covers every staff endpoint and catalogue write the API describes', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json()
    const described = Object.entries(spec.paths as Record<string, Record<string, { tags?: string[] }>>)
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => path.startsWith('/ops/') || op.tags?.includes(CATALOGUE_WRITES))
          .map(([method, op]) => {
            expect(op.tags, path).toEqual(path.startsWith('/ops/') ? ['ops'] : [CATALOGUE_WRITES])
            return `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{}')}`
          }),
      )
      .sort()
    const listed = CALLS.map(
      ([, method, url]) => routeOf(described, method, url(ids)) ?? `${method} ${url(ids)}`,
    )
    expect({
      'described, missing from CALLS': described.filter((route) => !listed.includes(route)),
      'in CALLS, not described': listed.filter((route) => !described.includes(route)),
      'in CALLS twice': listed.filter((route, index) => listed.indexOf(route) !== index),
    }).toEqual({
      'described, missing from CALLS': [],
      'in CALLS, not described': [],
      'in CALLS twice': [],
    })
  })

  test('each endpoint refuses a visitor (401), a buyer (403) and an operator at an admin row (403), changing nothing', async () => {
    const [before] = await queryRows<{ snapshot: object }>(t.database.db, SNAPSHOT)
    const refused: [who: string, auth: object, status: number, roles: Role[]][] = [
      ['visitor', {}, 401, ['operator', 'admin']],
      ['buyer', buyer.auth, 403, ['operator', 'admin']],
      ['operator', operator.auth, 403, ['admin']],
    ]
    for (const [role, method, url, body] of CALLS) {
      for (const [who, auth, status, roles] of refused) {
        if (!roles.includes(role)) continue
        const res = await call(method, url(ids), { ...auth, 'accept-language': 'ru' }, body?.(ids) ?? {})
        expect(res.statusCode, `${who} ${method} ${url(ids)}`).toBe(status)
        expect(res.json().detail).toMatch(/^[А-Яа-я]/)
        if (who === 'operator') expect(res.json().code, `${method} ${url(ids)}`).toBe('errors.adminOnly')
      }
      // A body that could not even be parsed: a guard that waits for the body would answer 400.
      if (method === 'GET') continue
      const unread = await call(method, url(ids), buyer.auth, '{')
      expect(unread.statusCode, `unparsable ${method} ${url(ids)}`).toBe(403)
    }
    // A body far past the upload limit is never read: the answer is about who is asking.
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/ops/uploads/',
      headers: { ...buyer.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES * 2),
    })
    expect(huge.statusCode).toBe(403)
    const [after] = await queryRows<{ snapshot: object }>(t.database.db, SNAPSHOT)
    expect(after!.snapshot).toEqual(before!.snapshot)
  })

  test("each endpoint lets in the role its row names: a read answers, a write's body is read (400 unparsable)", async () => {
    const [before] = await queryRows<{ snapshot: object }>(t.database.db, SNAPSHOT)
    for (const [role, method, url] of CALLS) {
      const who = role === 'admin' ? admin : operator
      const res = await call(method, url(ids), who.auth, method === 'GET' ? undefined : '{')
      const expected = method === 'GET' ? [200, 404] : [400]
      expect(expected, `${role} ${method} ${url(ids)} answered ${res.statusCode}`).toContain(res.statusCode)
    }
    const [after] = await queryRows<{ snapshot: object }>(t.database.db, SNAPSHOT)
    expect(after!.snapshot).toEqual(before!.snapshot)
  })
})
