import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { createFixtureProduct } from '../../testing/shop-fixture.ts'
import { buildCardsWhenMissing } from './product-cards.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp('pglite')
})
afterAll(() => t.close())

const cards = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from product_cards`))[0]!.n

test('cards emptied by a migration are built again at the start, and only then', async () => {
  expect(await buildCardsWhenMissing(t.database.db)).toBe(false)
  const { productId } = await createFixtureProduct(t.database.db)
  const built = await cards()
  expect(built).toBeGreaterThan(0)
  expect(await buildCardsWhenMissing(t.database.db)).toBe(false)
  await t.database.db.execute(sql`delete from product_cards`)
  expect(await buildCardsWhenMissing(t.database.db)).toBe(true)
  expect(await cards()).toBe(built)
  const listed = (await t.app.inject({ method: 'GET', url: '/api/products/list/' })).json()
  expect(listed.results.map((p: { id: number }) => p.id)).toContain(productId)
})
