import { tierPrice } from '@caravanserai/contracts/price-tier-rules'
import type { PriceTierBody } from '@caravanserai/contracts/price-tiers'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { createFixtureProduct } from '../../testing/shop-fixture.ts'
import { unitPrice, writeTiers } from './price-tiers.ts'

let t: TestApp
let variationId: number

beforeAll(async () => {
  t = await buildTestApp('pglite')
  ;({
    variationIds: [variationId = 0],
  } = await createFixtureProduct(t.database.db, [{ price: '12.40', minimumOrderQuantity: 1 }]))
})
afterAll(() => t.close())

/** Valid tiers: from the minimum order, rising starts at falling prices, in cents. */
const tiersArbitrary = fc
  .record({
    minimum: fc.integer({ min: 1, max: 50 }),
    steps: fc.array(
      fc.record({ more: fc.integer({ min: 1, max: 400 }), off: fc.integer({ min: 1, max: 300 }) }),
      {
        maxLength: 5,
      },
    ),
    first: fc.integer({ min: 2000, max: 100_000 }),
  })
  .map(({ minimum, steps, first }) => {
    const tiers: PriceTierBody[] = [{ min_quantity: minimum, price: first / 100 }]
    let cents = first
    for (const step of steps) {
      cents = Math.max(0, cents - step.off)
      const previous = tiers.at(-1)!
      if (cents * 1 >= previous.price * 100) break
      tiers.push({ min_quantity: previous.min_quantity + step.more, price: cents / 100 })
    }
    return tiers
  })

/** The quantities worth asking: each tier's start, the unit before it, and a few beyond. */
const quantitiesOf = (tiers: PriceTierBody[], extra: number[]) =>
  [
    ...new Set([...tiers.flatMap((x) => [x.min_quantity - 1, x.min_quantity, x.min_quantity + 1]), ...extra]),
  ].filter((q) => q >= tiers[0]!.min_quantity)

test('the database charges each quantity its tier, never below the lowest tier', async () => {
  await fc.assert(
    fc.asyncProperty(
      tiersArbitrary,
      fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 5 }),
      async (tiers, extra) => {
        const db = t.database.db
        const first = tiers[0]!
        await db.execute(sql`update product_variations set price = ${first.price.toFixed(2)},
        minimum_order_quantity = ${first.min_quantity} where id = ${variationId}`)
        const lowest = await writeTiers(db, variationId, first.price, tiers)
        expect(lowest).toBe(tiers.at(-1)!.price)
        for (const quantity of quantitiesOf(tiers, extra)) {
          const [row] = await queryRows<{ price: number }>(
            db,
            sql`select ${unitPrice(sql`v`, sql`${quantity}::int`)}::float8 as price from product_variations v where v.id = ${variationId}`,
          )
          const range = tiers.findLast((x) => x.min_quantity <= quantity)!
          expect(row!.price).toBe(range.price)
          expect(row!.price).toBe(tierPrice(tiers, quantity))
          expect(row!.price).toBeGreaterThanOrEqual(lowest)
        }
      },
    ),
    { numRuns: 40 },
  )
})
