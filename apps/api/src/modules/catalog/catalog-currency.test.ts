import type { Product, ProductDetail } from '@caravanserai/contracts/catalog'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { currencyRates } from '../../db/schema/currencies.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { databaseKinds } from '../../testing/test-db.ts'

// Display prices and price bounds in a buyer's currency (docs/decisions/045-currencies.md), on
// the fixture catalogue: Sargol 1200 (its bag 900.50), Negin 1500, Akbari 14.50 (its second
// size 11), Fandoghi 9.75 US dollars, each a single tier.

const NOW = new Date('2026-03-15T10:00:00Z')
const TODAY = '2026-03-15'
const AMD = { currency: 'AMD', units_per_usd: '391.250000', effective_on: TODAY }

describe.each(databaseKinds())('catalogue prices in a display currency on %s', (kind) => {
  let t: TestApp
  const get = (url: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'accept-language': lang } })
  const list = async (query: string) => (await get(`/products/list/?page_size=100&${query}`)).json()
  const byName = (products: Product[]) => Object.fromEntries(products.map((p) => [p.name, p]))

  beforeAll(async () => {
    t = await buildTestApp(kind, { seeded: true, clock: () => NOW })
    await t.database.db
      .insert(currencyRates)
      .values({ currency: 'AMD', unitsPerUsd: '391.25', effectiveOn: TODAY })
  })
  afterAll(() => t.close())

  test('a list in dram keeps its dollar prices and shows each beside them, rounded once, halves up', async () => {
    const plain = await list('')
    const body = await list('currency=AMD')
    expect(body.display_currency).toEqual({ code: 'AMD', rate: AMD, fallback: false })
    const cards = byName(body.results)
    // 14.50 × 391.25 = 5673.125 and 900.50 × 391.25 = 352320.625: exact halves, away from zero.
    expect(cards['Akbari pistachios']).toMatchObject({
      price: 14.5,
      display_price: '5673.13',
      price_tiers: [{ price: 14.5, display_price: '5673.13' }],
    })
    expect(cards['Akbari pistachios']!.product_variations.map((v) => v.display_price)).toEqual([
      '5673.13',
      '4303.75',
    ])
    expect(cards['Sargol saffron']!.product_variations.map((v) => v.display_price)).toEqual([
      '469500.00',
      '352320.63',
    ])
    expect(cards['Negin saffron']!.display_price).toBe('586875.00')
    expect(cards['Fandoghi round pistachios']!.display_price).toBe('3814.69')
    // Without a currency the answer is as old clients know it.
    expect(plain).not.toHaveProperty('display_currency')
    expect(JSON.stringify(plain)).not.toContain('display_price')
    const strip = (p: Product) =>
      JSON.stringify(p, (key, value) => (key === 'display_price' ? undefined : value))
    expect(body.results.map(strip)).toEqual(plain.results.map(strip))
  })

  test("a product's detail shows every price in dram too", async () => {
    const id = byName((await list('')).results)['Sargol saffron']!.id
    const res = await get(`/products/${id}/?currency=AMD`)
    expect(res.statusCode).toBe(200)
    const product: ProductDetail = res.json()
    expect(product.display_currency).toEqual({ code: 'AMD', rate: AMD, fallback: false })
    expect(product.display_price).toBe('469500.00')
    expect(product.product_variations[1]!.price_tiers[0]!.display_price).toBe('352320.63')
    expect((await get(`/products/${id}/`)).json()).not.toHaveProperty('display_currency')
  })

  test('a currency without a rate falls back to dollars and says so', async () => {
    const body = await list('currency=GEL')
    expect(body.display_currency).toEqual({ code: 'GEL', rate: null, fallback: true })
    expect(byName(body.results)['Akbari pistachios']!.display_price).toBe('14.50')
    const dollars = await list('currency=USD')
    expect(dollars.display_currency).toMatchObject({ code: 'USD', fallback: false })
    expect(byName(dollars.results)['Sargol saffron']!.display_price).toBe('1200.00')
  })

  test('price bounds in dram keep exactly the products whose dram price is within them', async () => {
    const names = async (query: string) => (await list(query)).results.map((p: Product) => p.name).sort()
    // Fandoghi shows 3814.69 and Akbari 5673.13. Bounds converted by rounding alone would let
    // Akbari through at 5673.14 (14.50 dollars) and Fandoghi at 3814.68.
    expect(await names('currency=AMD&price_gt=3814.69&price_lt=5673.13')).toEqual([
      'Akbari pistachios',
      'Fandoghi round pistachios',
    ])
    expect(await names('currency=AMD&price_gt=3814.70&price_lt=5673.12')).toEqual([])
    expect(await names('currency=AMD&price_gt=5673.14')).toEqual(['Negin saffron', 'Sargol saffron'])
    expect(await names('currency=AMD&price_lt=3814.68')).toEqual([])
    // A bound finer than the dram's minor units is read inward: 3814.685 is 3814.69 as a floor.
    expect(await names('currency=AMD&price_gt=3814.685&price_lt=4000')).toEqual(['Fandoghi round pistachios'])
    // Without a currency the bounds stay dollars.
    expect(await names('price_gt=9.75&price_lt=14.5')).toEqual([
      'Akbari pistachios',
      'Fandoghi round pistachios',
    ])
  })

  test('an unknown currency is refused in the request language', async () => {
    const res = await get('/products/list/?currency=XAU', 'ru')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      currency: ['Выберите одну из валют магазина: USD, EUR, RUB, AMD, GEL, AED, CNY или TRY.'],
    })
    const detail = await get('/products/1/?currency=amd', 'fa')
    expect(detail.statusCode).toBe(400)
    expect(detail.json().currency[0]).toMatch(/^یکی از ارزهای فروشگاه/)
  })

  test('a new rate shows at once, under a new ETag, while the dollar page stays cached', async () => {
    const setYuan = (unitsPerUsd: string) =>
      t.database.db.insert(currencyRates).values({ currency: 'CNY', unitsPerUsd, effectiveOn: TODAY })
    await setYuan('7.1')
    const before = await get('/products/list/?currency=CNY&page_size=100')
    expect(byName(before.json().results)['Fandoghi round pistachios']!.display_price).toBe('69.23')
    await setYuan('7.2')
    const after = await get('/products/list/?currency=CNY&page_size=100')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(byName(after.json().results)['Fandoghi round pistachios']!.display_price).toBe('70.20')
    expect(after.json().display_currency.rate.units_per_usd).toBe('7.200000')
  })
})
