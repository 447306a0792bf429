import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { centsAtLeast, centsAtMost } from './price-bounds.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp('pglite')
})
afterAll(() => t.close())

test('a bound between two cents keeps the cents beyond it, on either side', () => {
  expect(centsAtLeast(10.005)).toBe(1001)
  expect(centsAtMost(10.005)).toBe(1000)
  expect(centsAtLeast(10.01)).toBe(1001)
  expect(centsAtMost(10.01)).toBe(1001)
  // 0.1 + 0.2 is sent as 0.30000000000000004, a hair above 30 cents.
  expect(centsAtLeast(0.1 + 0.2)).toBe(31)
  expect(centsAtMost(0.1 + 0.2)).toBe(30)
  expect(centsAtLeast(1e-7)).toBe(1)
  expect(centsAtMost(1e-7)).toBe(0)
  expect(centsAtLeast(0)).toBe(0)
  expect(centsAtMost(1_000_000_000)).toBe(100_000_000_000)
})

test('cents compare with a bound as the database compares the numeric price with it', async () => {
  const bound = fc.oneof(
    fc.double({ min: 0, max: 1_000_000_000, noNaN: true }),
    fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
    fc.integer({ min: 0, max: 10_000_000 }).map((mills) => mills / 1000),
  )
  await fc.assert(
    fc.asyncProperty(bound, fc.integer({ min: -2, max: 2 }), async (b, step) => {
      const cents = Math.max(0, Math.round(b * 100) + step)
      const price = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
      const [row] = await queryRows<{ above: boolean; below: boolean }>(
        t.database.db,
        sql`select ${price}::numeric(12, 2) >= ${b} as above, ${price}::numeric(12, 2) <= ${b} as below`,
      )
      expect(cents >= centsAtLeast(b)).toBe(row!.above)
      expect(cents <= centsAtMost(b)).toBe(row!.below)
    }),
    { numRuns: 300 },
  )
})
