import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { seedDemo } from '../../db/seed/seed-demo.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { FIXTURE_CATALOGUE } from '../../testing/catalog-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { CATALOG_CHANNEL } from './catalog-changes.ts'
import { reindexProduct } from './product-cards.ts'

describe.each(databaseKinds())('the catalogue API on %s', (kind) => {
  let t: TestApp
  const get = (url: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } })
  const names = async (url: string, lang = 'en') =>
    (await get(url, lang)).json().results.map((p: { name: string }) => p.name)
  let ids: Record<string, number>

  beforeAll(async () => {
    t = await buildTestApp(kind)
    await seedDemo(t.database.db, { catalogue: FIXTURE_CATALOGUE, now: Date.parse('2026-11-01T00:00:00Z') })
    const all = (await get('/api/products/list/?page_size=100')).json().results as {
      id: number
      name: string
    }[]
    ids = Object.fromEntries(all.map((p) => [p.name, p.id]))
  })
  afterAll(() => t.close())

  test('lists newest first with DRF pagination and absolute links', async () => {
    const res = await get('/api/products/list/?page_size=2')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.count).toBe(4)
    expect(body.results.map((p: { name: string }) => p.name)).toEqual(['Negin saffron', 'Akbari pistachios'])
    expect(body.next).toBe('http://localhost:3000/api/products/list/?page_size=2&page=2')
    expect(body.previous).toBeNull()
    const second = (await get('/api/products/list/?page_size=2&page=2')).json()
    expect(second.previous).toBe('http://localhost:3000/api/products/list/?page_size=2')
    expect(second.next).toBeNull()
  })

  test('answers a page past the last with 404 Invalid page.', async () => {
    const past = await get('/api/products/list/?page=3&page_size=2')
    expect(past.statusCode).toBe(404)
    expect(past.json().detail).toBe('Invalid page.')
  })

  test('bounds what one listing may ask: attribute filters, search words and length, numbers', async () => {
    const attributes = Array.from({ length: 11 }, (_, i) => `attribute_${i + 1}=x`).join('&')
    const many = await get(`/api/products/list/?${attributes}`, 'ru')
    expect(many.statusCode).toBe(400)
    expect(many.json()).toEqual({
      attribute_11: ['Можно сочетать не больше 10 фильтров по характеристикам.'],
    })
    const ten = Array.from({ length: 10 }, (_, i) => `attribute_${i + 1}=x`).join('&')
    expect((await get(`/api/products/list/?${ten}`)).statusCode).toBe(200)
    const words = await get(`/api/products/list/?search=${encodeURIComponent('a b c d e f g h i')}`)
    expect(words.json()).toEqual({ search: ['Search with at most 8 words.'] })
    expect((await get(`/api/products/list/?query=${'s'.repeat(201)}`)).json()).toEqual({
      query: ['Ensure this field has no more than 200 characters.'],
    })
    for (const [field, value] of [
      ['price_gt', '1e12'],
      ['price_lt', '-1'],
      ['page', '99999999'],
      ['page_size', '0'],
    ]) {
      const res = await get(`/api/products/list/?${field}=${value}`)
      expect([res.statusCode, Object.keys(res.json())], `${field}=${value}`).toEqual([400, [field]])
    }
  })

  test('% and _ in the public filters and search match themselves, not any text', async () => {
    expect(await names('/api/products/list/?producer=%25')).toEqual([])
    expect(await names('/api/products/list/?name=_')).toEqual([])
    expect(await names('/api/products/list/?name=s_rgol')).toEqual([])
    expect(await names('/api/products/list/?name=sargol')).toEqual(['Sargol saffron'])
    expect(await names('/api/products/list/?search=%25')).toEqual([])
  })

  test('page links stand on PUBLIC_URL whatever Host or X-Forwarded-Host a client sends', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/list/?page_size=2',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    })
    expect(res.json().next).toBe('http://localhost:3000/api/products/list/?page_size=2&page=2')
  })

  test('gives one category by id in the request language; unknown is 404, malformed 400', async () => {
    const categories = (await get('/api/categories/')).json() as { id: number; name: string }[]
    const saffron = categories.find((c) => c.name === 'Saffron')
    const res = await get(`/api/categories/${saffron!.id}/`, 'fa')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id: saffron!.id, name: 'زعفران' })
    expect(res.headers.etag).toBeTruthy()
    const missing = await get('/api/categories/999999/', 'ru')
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'errors.notFound'])
    expect((await get('/api/categories/saffron/')).json()).toEqual({ id: [expect.any(String)] })
  })

  test('gives a card what it needs: first variation price and image, producer, rating', async () => {
    const [sargol] = (await get(`/api/products/list/?name=sargol`)).json().results
    expect(sargol).toMatchObject({
      name: 'Sargol saffron',
      price: 1200,
      producer: { name: 'Golestan Saffron Co.', is_verified: true },
      category: { name: 'Saffron' },
      product_type: { name: 'Saffron threads' },
      rating: 4.5,
      review_count: 2,
      is_wishlisted: false,
    })
    const image = sargol.product_variations[0].images[0]
    expect(image.photo).toBe('/media/art/saffron/sargol-v0-1200.webp')
    expect(image.srcset).toContain('/media/art/saffron/sargol-v0-320.webp 320w')
    expect(sargol.attributes).toEqual([
      { id: expect.any(Number), name: 'Grade', values: ['Grade A', 'Grade B'] },
      { id: expect.any(Number), name: 'Packaging', values: ['Bag, 1,000 g', 'Tin, 0,5 kg'] },
    ])
  })

  test('answers in the request language, falling back to English field by field', async () => {
    const res = await get(`/api/products/${ids['Negin saffron']}/`, 'hy-AM')
    expect(res.headers['content-language']).toBe('hy')
    expect(res.json()).toMatchObject({ name: 'Negin saffron', category: { name: 'Զաֆրան' } })
    const fa = (await get(`/api/products/${ids['Negin saffron']}/`, 'fa')).json()
    expect(fa.name).toBe('زعفران نگین')
    expect(fa.product_variations[0].name).toBe('درجه یک، کیسه')
    expect((await get(`/api/products/${ids['Negin saffron']}/`, 'am')).json().category.name).toBe('Զաֆրան')
  })

  test('filters by category, type, inclusive price range, and attributes', async () => {
    const categories = (await get('/api/categories/')).json() as { id: number; name: string }[]
    const nuts = categories.find((c) => c.name === 'Pistachios and nuts')!
    expect(await names(`/api/products/list/?category=${nuts.id}`)).toEqual([
      'Akbari pistachios',
      'Fandoghi round pistachios',
    ])
    expect(await names('/api/products/list/?category=all')).toHaveLength(4)
    expect(await names('/api/products/list/?price_gt=14.5&price_lt=1200&order_by=price_low_to_high')).toEqual(
      ['Akbari pistachios', 'Sargol saffron'],
    )
    const [type] = (await get(`/api/product-types/?category=${nuts.id}`)).json()
    const [size] = (await get(`/api/attributes/?product_type=${type.id}`)).json()
    expect(size.values.map((v: { value: string }) => v.value)).toEqual(['28-30 per ounce', '20-22 per ounce'])
    expect(await names(`/api/products/list/?attribute_${size.id}=20-22%20per%20ounce`)).toEqual([
      'Akbari pistachios',
    ])
    expect(
      await names(
        `/api/products/list/?attribute=${size.id}&attribute_value=20-22%20per%20ounce,28-30%20per%20ounce`,
      ),
    ).toHaveLength(2)
  })

  test('combines attribute filters: all attributes, any value within one', async () => {
    const [saffronType] = (await get('/api/product-types/'))
      .json()
      .filter((x: { name: string }) => x.name === 'Saffron threads')
    const [grade, pack] = (await get(`/api/attributes/?product_type=${saffronType.id}`)).json()
    const tin = encodeURIComponent('Tin, 0,5 kg')
    const bag = encodeURIComponent('bag, 1,000 g')
    const url = `/api/products/list/?attribute_${grade.id}=grade%20a&attribute_${pack.id}=${tin}&attribute_${pack.id}=${bag}`
    expect(await names(url)).toEqual(['Negin saffron', 'Sargol saffron'])
    expect(
      await names(`/api/products/list/?attribute_${grade.id}=Grade%20B&attribute_${pack.id}=${tin}`),
    ).toEqual([])
  })

  test('an attribute value with commas is matched whole, in any language', async () => {
    const [saffronType] = (await get('/api/product-types/'))
      .json()
      .filter((x: { name: string }) => x.name === 'Saffron threads')
    const [, pack] = (await get(`/api/attributes/?product_type=${saffronType.id}`, 'ru')).json()
    expect(pack.values.map((v: { value: string }) => v.value)).toContain('Банка, 0,5 кг')
    const url = `/api/products/list/?attribute_${pack.id}=${encodeURIComponent('Банка, 0,5 кг')}`
    expect(await names(url, 'ru')).toEqual(['Шафран Саргол'])
    // Only the legacy attribute_value is a comma-separated list.
    expect(await names(`/api/products/list/?attribute_${pack.id}=Tin`)).toEqual([])
  })

  test.each([
    [
      'price_low_to_high',
      ['Fandoghi round pistachios', 'Akbari pistachios', 'Sargol saffron', 'Negin saffron'],
    ],
    [
      'price_high_to_low',
      ['Negin saffron', 'Sargol saffron', 'Akbari pistachios', 'Fandoghi round pistachios'],
    ],
    ['date', ['Negin saffron', 'Akbari pistachios', 'Sargol saffron', 'Fandoghi round pistachios']],
    ['popularity', ['Sargol saffron', 'Akbari pistachios', 'Negin saffron', 'Fandoghi round pistachios']],
  ])('sorts by %s', async (orderBy, expected) => {
    expect(await names(`/api/products/list/?order_by=${orderBy}`)).toEqual(expected)
  })

  test.each([
    ['en', 'pistachio', 'Akbari pistachios'],
    ['ru', 'фисташка', 'Фисташки Акбари'],
    ['fa', 'زعفران سرگل', 'زعفران سرگل'],
    ['fa', 'پسته اكبري', 'پسته اکبری'],
    ['fa', '۲۰-۲۲', 'پسته اکبری'],
    ['hy', 'պիստակ', 'Աքբարի պիստակ'],
  ])('finds in %s "%s" → %s, best match first', async (lang, query, first) => {
    const found = await names(`/api/products/list/?query=${encodeURIComponent(query)}`, lang)
    expect(found[0]).toBe(first)
  })

  test.each([
    ['en', 'safron', ['Negin saffron', 'Sargol saffron']],
    ['ru', 'шафрн', ['Шафран Негин', 'Шафран Саргол']],
    ['fa', 'زعفرن', ['زعفران سرگل', 'زعفران نگین']],
  ])('forgives a typo in %s: "%s" finds %j', async (lang, query, expected) => {
    expect((await names(`/api/products/list/?query=${encodeURIComponent(query)}`, lang)).sort()).toEqual(
      expected,
    )
  })

  test('needs every word, each as written, as another form of it, or with a typo', async () => {
    expect(await names(`/api/products/list/?query=${encodeURIComponent('akbary pistachio')}`)).toEqual([
      'Akbari pistachios',
    ])
    expect(await names(`/api/products/list/?query=${encodeURIComponent('akbari saffron')}`)).toEqual([])
  })

  test('a product hidden by any write leaves search at once, and returns when shown again', async () => {
    const id = ids['Sargol saffron']!
    // A write outside the API is heard by notification: settled as the API settles its own writes
    // (docs/decisions/054-a-write-reads-back.md).
    await t.database.db.execute(sql`update products set is_active = false where id = ${id}`)
    await t.database.settle(CATALOG_CHANNEL)
    expect(await names('/api/products/list/?query=sargol')).toEqual([])
    await t.database.db.execute(sql`update products set is_active = true where id = ${id}`)
    await reindexProduct(t.database.db, id)
    await t.database.settle(CATALOG_CHANNEL)
    expect(await names('/api/products/list/?query=sargol%20saffron')).toEqual(['Sargol saffron'])
  })

  test('searches producers and ignores what matches nothing', async () => {
    expect(await names('/api/products/list/?search=Rafsanjan')).toEqual(['Fandoghi round pistachios'])
    expect(await names('/api/products/list/?query=titanium')).toEqual([])
  })

  test('a producer filter of digits past any id matches no producer rather than failing', async () => {
    for (const producer of ['99999999999999999999999', '2147483648', '0'])
      expect(await names(`/api/products/list/?producer=${producer}`), producer).toEqual([])
  })

  test('refuses parameters of the wrong type with per-field messages', async () => {
    const res = await get('/api/products/list/?page=zero&price_gt=cheap&order_by=random', 'ru')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      page: ['Требуется корректное число.'],
      price_gt: ['Требуется корректное число.'],
      order_by: ['Выберите одно из значений: date, price_low_to_high, price_high_to_low, popularity.'],
    })
    expect((await get('/api/products/abc/')).statusCode).toBe(400)
    expect((await get('/api/products/999999/')).json()).toEqual({
      detail: 'Product not found.',
      code: 'errors.productNotFound',
    })
  })

  test('sends ETag and cache headers, and 304 for a matching If-None-Match', async () => {
    const res = await get('/api/categories/')
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(res.headers.vary).toContain('Accept-Language')
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/categories/',
      headers: { 'if-none-match': res.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  test('a list page has an ETag of its own, answered with 304, and a new one when its cards change', async () => {
    const url = '/api/products/list/?page_size=2&order_by=price_low_to_high'
    const first = await get(url)
    const etags = [first, await get(`${url}&page=2`), await get(url, 'ru')].map((r) => r.headers.etag)
    expect(new Set(etags).size).toBe(3)
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en', 'if-none-match': first.headers.etag as string },
    })
    expect([again.statusCode, again.body]).toEqual([304, ''])
    const cheapest = first.json().results[0].id as number
    // The cache hears of the change by a notification, which PostgreSQL delivers a moment later.
    await t.database.db.execute(sql`update products set is_active = false where id = ${cheapest}`)
    await vi.waitFor(async () => expect((await get(url)).headers.etag).not.toBe(first.headers.etag))
    await t.database.db.execute(sql`update products set is_active = true where id = ${cheapest}`)
    await reindexProduct(t.database.db, cheapest)
    await vi.waitFor(async () => expect((await get(url)).headers.etag).toBe(first.headers.etag))
  })

  test('shows reviews with the customer name on the product page', async () => {
    const detail = (await get(`/api/products/${ids['Sargol saffron']}/`)).json()
    expect(detail.reviews.map((r: { customer: { name: string } }) => r.customer.name)).toEqual([
      'James Whitaker',
      'Anna Petrova',
    ])
    expect(
      detail.product_variations.map((v: { stock: number; minimum_order_quantity: number }) => [
        v.stock,
        v.minimum_order_quantity,
      ]),
    ).toEqual([
      [40, 2],
      [0, 1],
    ])
  })

  test('lists the four shipping destinations in order', async () => {
    const destinations = (await get('/api/destinations/', 'ru')).json()
    expect(destinations.map((d: { name: string }) => d.name)).toEqual([
      'Армения — пограничный переход Мегри',
      'Грузия — пограничный переход Садахло',
      'Россия через Кавказ — Владикавказ (Верхний Ларс)',
      'Россия через Каспий — порт Астрахань',
    ])
    expect(destinations.map((d: { lead_days: number }) => d.lead_days)).toEqual([5, 6, 10, 10])
    expect(destinations[0].legs[0]).toEqual({ name: 'Тегеран → граница Нурдуз/Мегри', days: 2 })
  })
})

describe('a listing longer than the largest page', () => {
  let t: TestApp
  const [saffron] = FIXTURE_CATALOGUE
  const sargol = saffron!.products[0]!
  // 103 products: more than the 100 a page may hold.
  const catalogue = [
    {
      ...saffron!,
      products: Array.from({ length: 103 }, (_, i) => ({ ...sargol, key: `sargol-${i}`, reviews: [] })),
    },
  ]

  beforeAll(async () => {
    t = await buildTestApp('pglite')
    await seedDemo(t.database.db, { catalogue })
  })
  afterAll(() => t.close())

  test('caps page_size at 100 without refusing a larger one, and links the rest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/list/?page_size=5000' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect([body.count, body.results.length]).toEqual([103, 100])
    expect(body.next).toBe('http://localhost:3000/api/products/list/?page_size=5000&page=2')
    const rest = (await t.app.inject({ method: 'GET', url: body.next })).json()
    expect(rest.results).toHaveLength(3)
    expect(rest.next).toBeNull()
  })
})
