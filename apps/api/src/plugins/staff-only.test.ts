import { IMAGE_UPLOAD_MAX_BYTES } from '@caravanserai/contracts/ops-media'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../db/client.ts'
import { seedDemo } from '../db/seed/seed-demo.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { FIXTURE_CATALOGUE } from '../testing/catalog-fixture.ts'
import { placeOrder } from '../testing/shop-fixture.ts'
import { databaseKinds } from '../testing/test-db.ts'

type Ids = Record<
  'order' | 'category' | 'type' | 'attribute' | 'value' | 'product' | 'producer' | 'variation' | 'image',
  number
> & { destination: number; message: number; rfq: number }

// Every staff-only endpoint, aimed at rows that exist, with a body that would be accepted: a
// missing guard would change something, and the table snapshot below would show it.
const CALLS: [method: string, url: (i: Ids) => string, body?: (i: Ids) => object][] = [
  [
    'POST',
    () => '/products/create/',
    (i) => ({
      category: i.category,
      product_type: i.type,
      translations: { en: { name: 'Intruder' } },
      variations: [{ name: { en: 'X' }, price: 1, stock: 1 }],
    }),
  ],
  ['PATCH', (i) => `/products/${i.product}/update/`, () => ({ is_active: false })],
  ['DELETE', (i) => `/products/${i.product}/delete/`],
  ['POST', () => '/destinations/create/', () => ({ name: 'Intruderland' })],
  ['GET', () => '/ops/orders/'],
  ['GET', () => '/ops/orders/counts/'],
  ['GET', (i) => `/ops/orders/${i.order}/`],
  ['POST', (i) => `/ops/orders/${i.order}/quote/`, () => ({ shipping_price: 10 })],
  ['POST', (i) => `/ops/orders/${i.order}/ship/`, () => ({ tracking_number: 'T-1' })],
  ['POST', (i) => `/ops/orders/${i.order}/notes/`, () => ({ body: 'note' })],
  ['GET', (i) => `/ops/orders/${i.order}/documents/`],
  ['GET', (i) => `/ops/orders/${i.order}/documents/${i.order}/`],
  ['GET', (i) => `/ops/orders/${i.order}/files/${i.order}/`],
  ['GET', (i) => `/ops/orders/${i.order}/payment/`],
  ['POST', (i) => `/ops/orders/${i.order}/payments/`, () => ({ amount: 1, received_on: '2026-01-02' })],
  ['POST', (i) => `/ops/orders/${i.order}/payment-proofs/${i.order}/reject/`, () => ({ reason: 'No' })],
  ['GET', (i) => `/ops/orders/${i.order}/messages/`],
  ['POST', (i) => `/ops/orders/${i.order}/messages/`, () => ({ body: 'Hello' })],
  ['POST', (i) => `/ops/orders/${i.order}/messages/read/`, (i) => ({ up_to: i.order })],
  ['POST', (i) => `/ops/orders/${i.order}/files/`],
  ['GET', () => '/ops/unread-messages/'],
  ['GET', () => '/ops/seller/'],
  [
    'PUT',
    () => '/ops/seller/',
    () => ({ legal_name: 'Intruder', address: 'Nowhere', tax_id: '1', email: 'i@example.com', phone: '1' }),
  ],
  [
    'PUT',
    () => '/ops/seller/bank-accounts/EUR/',
    () => ({ beneficiary: 'Intruder', bank_name: 'Bank', account_number: 'XX00 1234', swift: 'INTRUDE1' }),
  ],
  ['DELETE', () => '/ops/seller/bank-accounts/USD/'],
  ['GET', () => '/ops/products/'],
  ['GET', (i) => `/ops/products/${i.product}/`],
  ['GET', () => '/ops/producers/'],
  ['POST', () => '/ops/producers/', () => ({ name: 'Intruder Ltd' })],
  ['PATCH', (i) => `/ops/producers/${i.producer}/`, () => ({ name: 'Renamed' })],
  ['GET', () => '/ops/categories/'],
  ['POST', () => '/ops/categories/', () => ({ names: { en: 'Intruders' } })],
  ['PATCH', (i) => `/ops/categories/${i.category}/`, () => ({ names: { en: 'Renamed' } })],
  ['DELETE', (i) => `/ops/categories/${i.category}/`],
  ['GET', () => '/ops/product-types/'],
  ['POST', () => '/ops/product-types/', (i) => ({ category: i.category, names: { en: 'X' } })],
  ['PATCH', (i) => `/ops/product-types/${i.type}/`, () => ({ names: { en: 'Renamed' } })],
  ['DELETE', (i) => `/ops/product-types/${i.type}/`],
  ['GET', () => '/ops/attributes/'],
  ['POST', () => '/ops/attributes/', (i) => ({ product_type: i.type, names: { en: 'X' } })],
  ['PATCH', (i) => `/ops/attributes/${i.attribute}/`, () => ({ names: { en: 'Renamed' } })],
  ['DELETE', (i) => `/ops/attributes/${i.attribute}/`],
  ['POST', (i) => `/ops/attributes/${i.attribute}/values/`, () => ({ names: { en: 'X' } })],
  ['PATCH', (i) => `/ops/attribute-values/${i.value}/`, () => ({ names: { en: 'Renamed' } })],
  ['DELETE', (i) => `/ops/attribute-values/${i.value}/`],
  ['GET', () => '/ops/destinations/'],
  ['PATCH', (i) => `/ops/destinations/${i.destination}/`, () => ({ is_active: false })],
  ['DELETE', (i) => `/ops/destinations/${i.destination}/`],
  ['POST', () => '/ops/uploads/'],
  ['POST', (i) => `/ops/variations/${i.variation}/images/`, () => ({ path: 'art/saffron/sargol-v0' })],
  ['PUT', (i) => `/ops/variations/${i.variation}/images/`, (i) => ({ order: [i.image] })],
  ['PATCH', (i) => `/ops/variations/${i.variation}/images/${i.image}/`, () => ({ alt: { en: 'A tin' } })],
  ['DELETE', (i) => `/ops/variations/${i.variation}/images/${i.image}/`],
  ['GET', () => '/ops/contact-messages/'],
  ['PATCH', (i) => `/ops/contact-messages/${i.message}/`, () => ({ handled: true })],
  ['GET', () => '/ops/newsletter-subscribers/'],
  ['GET', () => '/ops/newsletter-subscribers/export/'],
  ['GET', (i) => `/ops/suppliers/${i.producer}/`],
  [
    'PUT',
    (i) => `/ops/suppliers/${i.producer}/`,
    () => ({ name: 'Intruder Ltd', translations: { en: { city: 'Nowhere' } }, is_verified: true }),
  ],
  ['POST', (i) => `/ops/suppliers/${i.producer}/certificates/`],
  ['DELETE', (i) => `/ops/suppliers/${i.producer}/certificates/${i.producer}/`],
  ['GET', () => '/ops/rfqs/'],
  ['GET', (i) => `/ops/rfqs/${i.rfq}/`],
  [
    'POST',
    (i) => `/ops/rfqs/${i.rfq}/offer/`,
    () => ({ quantity: 1, unit_price: 1, shipping_price: 1, valid_until: '2999-01-01' }),
  ],
  ['POST', (i) => `/ops/rfqs/${i.rfq}/decline/`, () => ({ reason: 'No' })],
  ['GET', (i) => `/ops/rfqs/${i.rfq}/files/${i.rfq}/`],
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
  ]
    .map((t) => `'${t}', (select count(*) || '/' || coalesce(max(updated_at)::text, '') from ${t})`)
    .join(', '),
)}) as snapshot`

const CATALOGUE_WRITES = 'catalogue (staff)'

describe.each(databaseKinds())('who may call the staff-only API on %s', (kind) => {
  let t: TestApp
  let ids: Ids

  beforeAll(async () => {
    t = await buildTestApp(kind)
    await seedDemo(t.database.db, { catalogue: FIXTURE_CATALOGUE })
    const one = async (query: string) =>
      (await queryRows<{ id: number }>(t.database.db, sql.raw(`${query} order by id limit 1`)))[0]!.id
    const variation = await one('select id from product_variations')
    const destination = await one('select id from destinations')
    await t.database.db.execute(sql`insert into contact_messages (name, email, subject, message, locale)
      values ('A', 'a@example.com', 'S', 'M', 'en')`)
    const buyer = await t.users.buyer()
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
    }
  })
  afterAll(() => t.close())

  test('the table covers every operator endpoint and catalogue write the API describes', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json()
    const described = Object.entries(spec.paths as Record<string, Record<string, { tags?: string[] }>>)
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => path.startsWith('/api/ops/') || op.tags?.includes(CATALOGUE_WRITES))
          .map(([method, op]) => {
            expect(op.tags, path).toEqual(path.startsWith('/api/ops/') ? ['ops'] : [CATALOGUE_WRITES])
            return `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{\w+\}/g, '{}')}`
          }),
      )
      .sort()
    const listed = CALLS.map(
      ([method, url]) => `${method} ${url(ids).replace(/\/(\d+|[A-Z]{3})(?=\/)/g, '/{}')}`,
    ).sort()
    expect(listed).toEqual(described)
  })

  test('every staff-only endpoint answers 401 to a visitor and 403 to a buyer, before reading the body', async () => {
    const buyer = await t.users.buyer()
    const [before] = await queryRows<{ snapshot: object }>(t.database.db, SNAPSHOT)
    for (const [method, url, body] of CALLS) {
      for (const [who, auth, status] of [
        ['visitor', {}, 401],
        ['buyer', buyer.auth, 403],
      ] as const) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: `/api${url(ids)}`,
          headers: { ...auth, 'accept-language': 'ru' },
          ...(method === 'GET' ? {} : { payload: body?.(ids) ?? {} }),
        })
        expect(res.statusCode, `${who} ${method} ${url(ids)}`).toBe(status)
        expect(res.json().detail).toMatch(/^[А-Яа-я]/)
      }
      // A body that could not even be parsed: a guard that waits for the body would answer 400.
      if (method === 'GET') continue
      const unread = await t.app.inject({
        method: method as 'POST',
        url: `/api${url(ids)}`,
        headers: { ...buyer.auth, 'content-type': 'application/json' },
        payload: '{',
      })
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
})
