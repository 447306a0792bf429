import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { claimingSku } from './variation-skus.ts'

// Variation SKUs through the product editor (docs/product.md#catalogue-import-and-export).

describe.each(databaseKinds())('variation SKUs on %s', (kind) => {
  let t: TestApp
  let operator: TestUser
  const inject = injectAs(() => t)

  beforeAll(async () => {
    t = await buildTestApp(kind, { seeded: true })
    operator = await t.users.operator()
  })
  afterAll(() => t.close())

  test('the editor gives SKUs, keeps them unique whatever the case, and frees a deleted product’s', async () => {
    const base = {
      category: 0,
      product_type: 0,
      translations: { en: { name: 'SKU test' } },
      variations: [{ name: { en: 'Tin' }, price: 10, stock: 3 }],
    }
    const [type] = await queryRows<{ id: number; category_id: number }>(
      t.database.db,
      sql`select id, category_id from product_types order by id limit 1`,
    )
    const body = { ...base, category: type!.category_id, product_type: type!.id }
    const created = (await inject('POST', '/products/create/', operator, body)).json()
    const saved = (await inject('GET', `/ops/products/${created.id}/`, operator)).json()
    const variation = saved.variations[0]
    expect(variation.sku).toBe(`P${created.id}-V${variation.id}`)
    const taken = await inject('POST', '/products/create/', operator, {
      ...body,
      variations: [{ ...body.variations[0], sku: variation.sku.toLowerCase() }],
    })
    expect(taken.statusCode).toBe(400)
    expect(taken.json()).toEqual({
      'variations.0.sku': [
        `The SKU ${variation.sku.toLowerCase()} already belongs to another variation. Choose another one.`,
      ],
    })
    const twice = await inject('POST', '/products/create/', operator, {
      ...body,
      variations: [
        { ...body.variations[0], sku: 'TWICE' },
        { ...body.variations[0], sku: 'twice' },
      ],
    })
    expect(twice.json()).toEqual({
      'variations.1.sku': ['Each variation needs its own SKU: this one is used twice.'],
    })
    await inject('DELETE', `/products/${created.id}/delete/`, operator)
    const reused = await inject('POST', '/products/create/', operator, {
      ...body,
      variations: [{ ...body.variations[0], sku: variation.sku }],
    })
    expect(reused.statusCode).toBe(201)
  })

  test('a SKU another write took first is a 400 naming it, even from a write of many', async () => {
    const [held] = await queryRows<{ product_id: number; sku: string }>(
      t.database.db,
      sql`select product_id, sku from product_variations where sku is not null order by id limit 1`,
    )
    const taken = held!.sku.toLowerCase()
    const write = () =>
      t.database.db.execute(sql`insert into product_variations
        (product_id, position, name, sku, price, stock, minimum_order_quantity)
        values (${held!.product_id}, 99, 'Copy', ${taken}, 1, 0, 1)`)
    await expect(claimingSku(undefined, write)).rejects.toMatchObject({
      statusCode: 400,
      code: 'catalog.skuTaken',
      params: { sku: taken },
    })
  })
})
