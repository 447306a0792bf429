import { sql } from 'drizzle-orm'
import type { TestApp } from '../../testing/build-test-app.ts'
import { createFixtureDestination, createFixtureProduct } from '../../testing/shop-fixture.ts'
import { insertCartLine, insertOrder } from './analytics-fixture.ts'

/** A product name a spreadsheet would run as a formula: the CSV must keep it text. */
export const APRICOTS = '=HYPERLINK("x"), dried apricots'

/**
 * The hand-counted shop of the analytics tests (docs/product.md#analytics): two destinations, two
 * products in two categories, seven orders around the period 29 Dec 2025 – 18 Mar 2026, and
 * three cart lines. The tests' expected figures are worked out from the comments below.
 */
export async function analyticsScenario(t: TestApp) {
  const db = t.database.db
  const [b1, b2, b3, b4, b5] = await Promise.all([1, 2, 3, 4, 5].map(() => t.users.buyer()))
  const d1 = await createFixtureDestination(db)
  const d2 = await createFixtureDestination(db)
  await db.execute(
    sql`update destination_translations set name = 'Iran — Bandar Abbas' where destination_id = ${d2} and locale = 'en'`,
  )
  await db.execute(
    sql`update destination_translations set name = 'Иран — Бендер-Аббас' where destination_id = ${d2} and locale = 'ru'`,
  )
  const p1 = await createFixtureProduct(db)
  const p2 = await createFixtureProduct(db)
  const [c1, c2] = await Promise.all(
    [p1, p2].map(async (p) => {
      const r = await db.execute(sql`select category_id as id from products where id = ${p.productId}`)
      return (r as unknown as { rows: { id: number }[] }).rows[0]!.id
    }),
  )
  await db.execute(sql`update category_translations set name = 'Nuts' where category_id = ${c2}`)
  const line = (product: number | null, quantity: number, unitPrice: string, name = 'Saffron') => ({
    product,
    name,
    quantity,
    unitPrice,
  })
  const saffron = p1.productId
  const nuts = p2.productId
  // O1: completed; 24 h to the quote, 48 h from approval to shipping.
  await insertOrder(db, {
    buyer: b1!.id,
    destination: d1,
    status: 'completed',
    requested: '2026-01-05T10:00:00Z',
    lines: [line(saffron, 2, '100.00'), line(nuts, 1, '50.00')],
    steps: {
      quoted: '2026-01-06T10:00:00Z',
      approved: '2026-01-07T10:00:00Z',
      shipped: '2026-01-09T10:00:00Z',
      delivered: '2026-01-12T10:00:00Z',
      completed: '2026-01-13T10:00:00Z',
    },
  })
  // O2: shipped; 12 h to the quote, 6 h from approval to shipping.
  await insertOrder(db, {
    buyer: b2!.id,
    destination: d2,
    status: 'shipped',
    requested: '2026-01-06T09:00:00Z',
    lines: [line(nuts, 4, '50.00')],
    steps: {
      quoted: '2026-01-06T21:00:00Z',
      approved: '2026-02-02T09:00:00Z',
      shipped: '2026-02-02T15:00:00Z',
    },
  })
  // O3: quoted after 48 h, not approved: no revenue.
  await insertOrder(db, {
    buyer: b1!.id,
    destination: d1,
    status: 'pending_approval',
    requested: '2026-02-10T08:00:00Z',
    lines: [line(saffron, 1, '100.00')],
    steps: { quoted: '2026-02-12T08:00:00Z' },
  })
  // O4: just requested.
  await insertOrder(db, {
    buyer: b3!.id,
    destination: d2,
    status: 'pending_shipping',
    requested: '2026-03-17T08:00:00Z',
    lines: [line(saffron, 3, '100.00')],
  })
  // O5: an accepted offer for goods not in the catalogue, approved as it was made.
  await insertOrder(db, {
    buyer: b3!.id,
    destination: d1,
    status: 'processing',
    requested: '2026-02-20T12:00:00Z',
    fromOffer: true,
    lines: [line(null, 10, '7.50', APRICOTS)],
    steps: { quoted: '2026-02-20T12:00:00Z', approved: '2026-02-20T12:00:00Z' },
  })
  // O6: wholly before the period.
  await insertOrder(db, {
    buyer: b2!.id,
    destination: d1,
    status: 'processing',
    requested: '2025-11-03T10:00:00Z',
    lines: [line(saffron, 1, '999.00')],
    steps: { quoted: '2025-11-04T10:00:00Z', approved: '2025-11-05T10:00:00Z' },
  })
  // O7: requested and quoted before the period, approved within it (2 January).
  await insertOrder(db, {
    buyer: b2!.id,
    destination: d2,
    status: 'processing',
    requested: '2025-12-22T10:00:00Z',
    lines: [line(nuts, 2, '60.00')],
    steps: { quoted: '2025-12-23T10:00:00Z', approved: '2026-01-02T10:00:00Z' },
  })
  await insertCartLine(db, b2!.id, p1.variationIds[0]!, '2026-03-01T10:00:00Z')
  await insertCartLine(db, b4!.id, p1.variationIds[0]!, '2026-03-02T10:00:00Z')
  await insertCartLine(db, b5!.id, p1.variationIds[0]!, '2025-12-01T10:00:00Z')
  return { d1, d2, p1: p1.productId, p2: p2.productId, c1: c1!, c2: c2! }
}
