import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { createFixtureDestination } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const messages = {
  'ops.tierFirstAtMinimum': 'The first price tier must start at the minimum order quantity.',
  'ops.tierFirstPrice': "The first price tier's unit price must be the variation's price.",
  'ops.tiersAscending': 'Each price tier must start at a larger quantity than the one before it.',
  'ops.tierPriceNotLower': 'Each price tier must be cheaper per unit than the one before it.',
}

const TIERS = [
  { min_quantity: 1, price: 12.4 },
  { min_quantity: 100, price: 11.8 },
  { min_quantity: 500, price: 11.1 },
]

describe.each(databaseKinds())('volume price tiers on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  let productId: number
  let variationId: number
  let destination: number

  const send = injectAs(() => t)
  const variation = (extra: object = {}) => ({ name: { en: 'Sack' }, price: 12.4, stock: 5000, ...extra })

  beforeAll(async () => {
    t = await buildTestApp(kind, { seeded: true })
    staff = await t.users.staff()
    destination = await createFixtureDestination(t.database.db)
    const [category] = (await send('GET', '/ops/categories/', staff)).json()
    const [type] = (await send('GET', `/ops/product-types/?category=${category.id}`, staff)).json()
    const res = await send('POST', '/products/create/', staff, {
      category: category.id,
      product_type: type.id,
      translations: { en: { name: 'Tiered pistachios' } },
      variations: [variation({ price_tiers: TIERS })],
    })
    expect(res.statusCode).toBe(201)
    productId = res.json().id
    variationId = (await send('GET', `/products/${productId}/`, null)).json().product_variations[0].id
  })
  afterAll(() => t.close())

  test('the product, its variations, its card and the console read the tiers', async () => {
    const read = [
      { min_quantity: 1, max_quantity: 99, price: 12.4 },
      { min_quantity: 100, max_quantity: 499, price: 11.8 },
      { min_quantity: 500, max_quantity: null, price: 11.1 },
    ]
    const product = (await send('GET', `/products/${productId}/`, null)).json()
    expect(product).toMatchObject({ price: 12.4, price_tiers: read })
    expect(product.product_variations[0].price_tiers).toEqual(read)
    const card = (await send('GET', '/products/list/?name=Tiered', null)).json().results[0]
    expect(card).toMatchObject({ id: productId, price: 12.4, price_tiers: read })
    const ops = (await send('GET', `/ops/products/${productId}/`, staff)).json()
    expect(ops.variations[0].price_tiers).toEqual(TIERS)
  })

  test('a product without tiers reads one tier from its minimum order quantity', async () => {
    const [card] = (await send('GET', '/products/list/?order_by=date&page_size=100', null))
      .json()
      .results.filter((p: { id: number }) => p.id !== productId)
    const first = card.product_variations[0]
    expect(first.price_tiers[0]).toEqual({
      min_quantity: first.minimum_order_quantity,
      max_quantity: first.price_tiers.length > 1 ? first.price_tiers[1].min_quantity - 1 : null,
      price: first.price,
    })
  })

  test('the cart and the order charge each line its tier, at every boundary', async () => {
    for (const [quantity, unit] of [
      [1, 12.4],
      [99, 12.4],
      [100, 11.8],
      [499, 11.8],
      [500, 11.1],
    ] as const) {
      const buyer = await t.users.buyer()
      const added = await send('POST', '/customer/cart/create/', buyer, {
        product_variation: variationId,
        quantity,
      })
      expect(added.json()).toMatchObject({ line_total: Math.round(quantity * unit * 100) / 100 })
      expect(added.json().product_variation.price).toBe(unit)
      const order = await send('POST', '/order/request-shipping/', buyer, {
        shipping_destination: destination,
      })
      expect(order.statusCode).toBe(201)
      expect(order.json().order_items[0].product_variation.price).toBe(unit)
      expect(order.json().total_price).toBe(Math.round(quantity * unit * 100) / 100)
    }
  })

  test('changing the quantity in the cart moves the line to the new tier', async () => {
    const buyer = await t.users.buyer()
    const line = (
      await send('POST', '/customer/cart/create/', buyer, { product_variation: variationId, quantity: 99 })
    ).json()
    const res = await send('PATCH', `/customer/cart/update/${line.id}/`, buyer, { quantity: 100 })
    expect(res.json().product_variation.price).toBe(11.8)
    expect((await send('GET', '/customer/cart/', buyer)).json().total_price).toBe(1180)
  })

  test('the price filter and the price sorts use the lowest tier', async () => {
    const within = (await send('GET', '/products/list/?price_gt=11&price_lt=11.2&page_size=100', null)).json()
    expect(within.results.map((p: { id: number }) => p.id)).toContain(productId)
    const above = (await send('GET', '/products/list/?price_gt=12&price_lt=13&page_size=100', null)).json()
    expect(above.results.map((p: { id: number }) => p.id)).not.toContain(productId)
    const sorted = (
      await send('GET', '/products/list/?order_by=price_low_to_high&page_size=100', null)
    ).json()
    const lowest = sorted.results.map(
      (p: { price_tiers: { price: number }[] }) => p.price_tiers.at(-1)!.price,
    )
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b))
  })

  test('tiers that overlap, rise, or do not start at the minimum order are refused, nothing written', async () => {
    const cases = [
      [
        { minimum_order_quantity: 10, price_tiers: TIERS },
        'variations.0.price_tiers.0',
        'ops.tierFirstAtMinimum',
      ],
      [
        { price_tiers: [TIERS[0], { min_quantity: 100, price: 12.5 }] },
        'variations.0.price_tiers.1',
        'ops.tierPriceNotLower',
      ],
      [{ price_tiers: [TIERS[0], TIERS[2], TIERS[1]] }, 'variations.0.price_tiers.2', 'ops.tiersAscending'],
      [{ price: 13, price_tiers: TIERS }, 'variations.0.price_tiers.0', 'ops.tierFirstPrice'],
    ] as const
    for (const [extra, field, code] of cases) {
      const res = await send('PATCH', `/products/${productId}/update/`, staff, {
        variations: [variation({ id: variationId, ...extra })],
      })
      expect(res.statusCode).toBe(400)
      expect(Object.keys(res.json())).toEqual([field])
      expect(res.json()[field]).toEqual([messages[code]])
    }
    const ru = await send(
      'PATCH',
      `/products/${productId}/update/`,
      staff,
      { variations: [variation({ id: variationId, price_tiers: [TIERS[0], TIERS[0]] })] },
      { 'accept-language': 'ru' },
    )
    expect(ru.json()).toEqual({
      'variations.0.price_tiers.1': [
        'Каждая ценовая ступень должна начинаться с большего количества, чем предыдущая.',
      ],
    })
    expect((await send('GET', `/products/${productId}/`, null)).json().price_tiers).toHaveLength(3)
  })

  test('saving a variation without tiers leaves one price for every quantity', async () => {
    const ops = (await send('GET', `/ops/products/${productId}/`, staff)).json()
    const res = await send('PATCH', `/products/${productId}/update/`, staff, {
      variations: [variation({ id: variationId, stock: ops.variations[0].stock })],
    })
    expect(res.statusCode).toBe(200)
    const product = (await send('GET', `/products/${productId}/`, null)).json()
    expect(product.price_tiers).toEqual([{ min_quantity: 1, max_quantity: null, price: 12.4 }])
    // The listing cache has heard of the change by the time the write is answered (docs/decisions/054).
    const within = (await send('GET', '/products/list/?price_gt=11&price_lt=11.2&page_size=100', null))
      .json()
      .results.map((p: { id: number }) => p.id)
    expect(within).not.toContain(productId)
  })
})
