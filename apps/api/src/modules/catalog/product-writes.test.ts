import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDemo } from '../../db/seed/seed-demo.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { FIXTURE_CATALOGUE } from '../../testing/catalog-fixture.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('catalogue writes on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  let buyer: TestUser
  let taxonomy: { category: number; type: number; grade: number[]; otherCategory: number }

  const send = injectAs(() => t, { prefix: '' })
  const body = (overrides: object = {}) => ({
    category: taxonomy.category,
    product_type: taxonomy.type,
    producer: 'Ferdows Saffron House',
    translations: {
      en: { name: 'Pushal saffron', description: 'Threads with some style.' },
      fa: { name: 'زعفران پوشال', description: 'رشته با کمی ریشه.' },
    },
    variations: [
      {
        name: { en: '100 g tin', ru: 'Банка 100 г' },
        price: 95.5,
        stock: 30,
        minimum_order_quantity: 5,
        attribute_values: [taxonomy.grade[0]],
      },
      { name: { en: '1 kg bag' }, price: 880, stock: 4, attribute_values: [taxonomy.grade[1]] },
    ],
    ...overrides,
  })

  beforeAll(async () => {
    t = await buildTestApp(kind)
    await seedDemo(t.database.db, { catalogue: FIXTURE_CATALOGUE })
    staff = await t.users.staff()
    buyer = await t.users.buyer()
    const categories = (await t.app.inject({ url: '/api/categories/' })).json()
    const saffron = categories.find((c: { name: string }) => c.name === 'Saffron')
    const [type] = (await t.app.inject({ url: `/api/product-types/?category=${saffron.id}` })).json()
    const [grade] = (await t.app.inject({ url: `/api/attributes/?product_type=${type.id}` })).json()
    taxonomy = {
      category: saffron.id,
      type: type.id,
      grade: grade.values.map((v: { id: number }) => v.id),
      otherCategory: categories.find((c: { name: string }) => c.name !== 'Saffron').id,
    }
  })
  afterAll(() => t.close())

  test('an operator creates a product that the catalogue lists and finds at once', async () => {
    const res = await send('POST', '/api/products/create/', staff, body())
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({
      name: 'Pushal saffron',
      price: 95.5,
      producer: { name: 'Ferdows Saffron House' },
    })
    expect(
      created.product_variations.map((v: { name: string; minimum_order_quantity: number }) => [
        v.name,
        v.minimum_order_quantity,
      ]),
    ).toEqual([
      ['100 g tin', 5],
      ['1 kg bag', 1],
    ])
    const found = (
      await t.app.inject({ url: '/api/products/list/?query=pushal', headers: { 'accept-language': 'fa' } })
    ).json()
    expect(found.results.map((p: { name: string }) => p.name)).toEqual(['زعفران پوشال'])
  })

  test('an update replaces texts and variations, keeps the first as the price, and reindexes', async () => {
    const created = (await send('POST', '/api/products/create/', staff, body())).json()
    const [tin] = created.product_variations
    const res = await send('PATCH', `/api/products/${created.id}/update/`, staff, {
      translations: { en: { name: 'Pushal saffron, export grade' } },
      variations: [
        {
          id: tin.id,
          name: { en: '100 g tin' },
          price: 99,
          stock: 10,
          stock_read: 30,
          attribute_values: [taxonomy.grade[0]],
        },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Pushal saffron, export grade',
      description: 'Threads with some style.',
      price: 99,
    })
    expect(res.json().product_variations).toHaveLength(1)
    expect(res.json().product_variations[0].id).toBe(tin.id)
    const found = (await t.app.inject({ url: '/api/products/list/?query=export%20grade' })).json()
    expect(found.results.map((p: { id: number }) => p.id)).toContain(created.id)
  })

  test('null removes a translation, and the storefront falls back to English; English stays', async () => {
    const created = (await send('POST', '/api/products/create/', staff, body())).json()
    const inPersian = () =>
      t.app.inject({ url: `/api/products/${created.id}/`, headers: { 'accept-language': 'fa' } })
    expect((await inPersian()).json().name).toBe('زعفران پوشال')
    const refused = await send('PATCH', `/api/products/${created.id}/update/`, staff, {
      translations: { en: null },
    })
    expect(refused.statusCode).toBe(400)
    const res = await send('PATCH', `/api/products/${created.id}/update/`, staff, {
      translations: { fa: null },
    })
    expect(res.statusCode).toBe(200)
    expect((await inPersian()).json()).toMatchObject({
      name: 'Pushal saffron',
      description: 'Threads with some style.',
    })
    const found = (
      await t.app.inject({ url: `/api/products/list/?query=${encodeURIComponent('پوشال')}` })
    ).json()
    expect(found.results.map((p: { id: number }) => p.id)).not.toContain(created.id)
  })

  test('a delete hides the product from the storefront', async () => {
    const created = (await send('POST', '/api/products/create/', staff, body())).json()
    expect((await send('DELETE', `/api/products/${created.id}/delete/`, staff)).statusCode).toBe(204)
    expect((await t.app.inject({ url: `/api/products/${created.id}/` })).statusCode).toBe(404)
    expect((await send('DELETE', `/api/products/${created.id}/delete/`, staff)).statusCode).toBe(404)
  })

  test("a visitor's cached page follows every change, also after the listening connection was lost", async () => {
    const created = (await send('POST', '/api/products/create/', staff, body())).json()
    const url = `/api/products/list/?category=${taxonomy.category}&order_by=price_high_to_low&page_size=100`
    const names = async () =>
      (await t.app.inject({ url })).json().results.map((p: { id: number; name: string }) => [p.id, p.name])
    expect(await names()).toContainEqual([created.id, 'Pushal saffron'])
    const rename = async (name: string) =>
      expect(
        (
          await send('PATCH', `/api/products/${created.id}/update/`, staff, {
            translations: { en: { name } },
          })
        ).statusCode,
      ).toBe(200)
    await rename('Pushal saffron, renamed')
    // The write is answered once this instance's caches heard of it (docs/decisions/054).
    expect(await names()).toContainEqual([created.id, 'Pushal saffron, renamed'])
    if (kind === 'postgresql') {
      // The listener reconnects and drops the cache, since it may have missed a change meanwhile.
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen catalog_changed' and datname = current_database()`,
      )
      await rename('Pushal saffron, renamed again')
      await expect
        .poll(names, { timeout: 5_000 })
        .toContainEqual([created.id, 'Pushal saffron, renamed again'])
    }
    expect((await send('DELETE', `/api/products/${created.id}/delete/`, staff)).statusCode).toBe(204)
    await expect
      .poll(async () => (await names()).map(([id]: [number]) => id), { timeout: 3_000 })
      .not.toContain(created.id)
  })

  test('an operator sets the customs facts: HS code, origin, and weights per unit', async () => {
    const created = await send(
      'POST',
      '/api/products/create/',
      staff,
      body({
        hs_code: '0910.20',
        origin_country: ' af ',
        variations: [
          { name: { en: '100 g tin' }, price: 95.5, stock: 30, net_weight_kg: 0.1, gross_weight_kg: 0.125 },
          { name: { en: '1 kg bag' }, price: 880, stock: 4, net_weight_kg: 1 },
        ],
      }),
    )
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    const [tin, bag] = created.json().product_variations
    const opsView = async () => (await send('GET', `/api/ops/products/${id}/`, staff)).json()
    expect(await opsView()).toMatchObject({
      hs_code: '091020',
      origin_country: 'AF',
      variations: [
        { id: tin.id, net_weight_kg: 0.1, gross_weight_kg: 0.125 },
        { id: bag.id, net_weight_kg: 1, gross_weight_kg: null },
      ],
    })

    // Null clears; a weight left out keeps the saved one; the origin stays unless sent.
    const res = await send('PATCH', `/api/products/${id}/update/`, staff, {
      hs_code: null,
      variations: [
        { id: tin.id, name: { en: '100 g tin' }, price: 95.5, stock: 30, gross_weight_kg: 0.2 },
        { id: bag.id, name: { en: '1 kg bag' }, price: 880, stock: 4, net_weight_kg: null },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect(await opsView()).toMatchObject({
      hs_code: null,
      origin_country: 'AF',
      variations: [
        { net_weight_kg: 0.1, gross_weight_kg: 0.2 },
        { net_weight_kg: null, gross_weight_kg: null },
      ],
    })

    // Without them a product is of Iranian origin, with no HS code or weights yet.
    const plain = (await send('POST', '/api/products/create/', staff, body())).json()
    expect(await (await send('GET', `/api/ops/products/${plain.id}/`, staff)).json()).toMatchObject({
      hs_code: null,
      origin_country: 'IR',
      variations: [
        { net_weight_kg: null, gross_weight_kg: null },
        { net_weight_kg: null, gross_weight_kg: null },
      ],
    })
  })

  test('refuses a malformed HS code, country or weight, and a gross weight below the net, writing nothing', async () => {
    const count = async () => (await t.app.inject({ url: '/api/products/list/?page_size=100' })).json().count
    const before = await count()
    const malformed = await send(
      'POST',
      '/api/products/create/',
      staff,
      body({
        hs_code: '0910',
        origin_country: 'XX',
        variations: [{ name: { en: 'Tin' }, price: 1, stock: 1, net_weight_kg: 0, gross_weight_kg: 1.0005 }],
      }),
    )
    expect(malformed.statusCode).toBe(400)
    const weight =
      'Enter the weight in kilograms: more than 0, at most 100,000, to the gram (three decimals at most).'
    expect(malformed.json()).toEqual({
      hs_code: ['Enter the HS code as 6 to 10 digits, such as 0910.20 or 09102010.'],
      origin_country: ['Choose the country of origin by its two-letter ISO code, such as IR.'],
      'variations.0.net_weight_kg': [weight],
      'variations.0.gross_weight_kg': [weight],
    })
    const tooHeavy = await send(
      'POST',
      '/api/products/create/',
      staff,
      body({ variations: [{ name: { en: 'Tin' }, price: 1, stock: 1, net_weight_kg: 100_000.001 }] }),
    )
    expect(tooHeavy.json()).toEqual({ 'variations.0.net_weight_kg': [weight] })
    const lighterGross = await send(
      'POST',
      '/api/products/create/',
      staff,
      body({
        variations: [{ name: { en: 'Tin' }, price: 1, stock: 1, net_weight_kg: 2, gross_weight_kg: 1.5 }],
      }),
      { 'accept-language': 'ru' },
    )
    expect(lighterGross.statusCode).toBe(400)
    expect(lighterGross.json()).toEqual({
      'variations.0.gross_weight_kg': [
        'Вес брутто включает упаковку, поэтому он не может быть меньше веса нетто.',
      ],
    })
    expect(await count()).toBe(before)

    // A weight sent alone is judged against the other one as saved.
    const created = (
      await send(
        'POST',
        '/api/products/create/',
        staff,
        body({
          hs_code: '09102010',
          variations: [{ name: { en: 'Tin' }, price: 1, stock: 1, net_weight_kg: 1, gross_weight_kg: 1.2 }],
        }),
      )
    ).json()
    const [tin] = created.product_variations
    const badCode = await send('PATCH', `/api/products/${created.id}/update/`, staff, {
      hs_code: '0910',
      translations: { en: { name: 'Renamed' } },
    })
    expect(badCode.json()).toEqual({
      hs_code: ['Enter the HS code as 6 to 10 digits, such as 0910.20 or 09102010.'],
    })
    const netAbove = await send('PATCH', `/api/products/${created.id}/update/`, staff, {
      hs_code: null,
      translations: { en: { name: 'Renamed' } },
      variations: [{ id: tin.id, name: { en: 'Tin' }, price: 1, stock: 1, net_weight_kg: 1.5 }],
    })
    expect(netAbove.statusCode).toBe(400)
    expect(netAbove.json()).toEqual({
      'variations.0.gross_weight_kg': [
        'The gross weight includes the packing, so it cannot be less than the net weight.',
      ],
    })
    expect((await send('GET', `/api/ops/products/${created.id}/`, staff)).json()).toMatchObject({
      hs_code: '09102010',
      translations: { en: { name: 'Pushal saffron' } },
      variations: [{ net_weight_kg: 1, gross_weight_kg: 1.2 }],
    })
  })

  test('refuses a type of another category and attribute values of another type, writing nothing', async () => {
    const before = (await t.app.inject({ url: '/api/products/list/?page_size=100' })).json().count
    const wrongCategory = await send(
      'POST',
      '/api/products/create/',
      staff,
      body({ category: taxonomy.otherCategory }),
    )
    expect(wrongCategory.statusCode).toBe(400)
    expect(wrongCategory.json()).toEqual({ product_type: ['This product type belongs to another category.'] })
    const wrongValue = await send('POST', '/api/products/create/', staff, {
      ...body(),
      variations: [{ name: { en: 'x' }, price: 1, stock: 1, attribute_values: [999999] }],
    })
    expect(wrongValue.json()).toEqual({
      variations: ['An attribute value does not belong to this product type.'],
    })
    const noEnglish = await send('POST', '/api/products/create/', staff, {
      ...body(),
      translations: { fa: { name: 'x' } },
    })
    expect(noEnglish.json()).toMatchObject({ 'translations.en': ['This field is required.'] })
    const sneaky = await send('POST', '/api/products/create/', staff, {
      ...body(),
      price: 0.01,
      is_staff: true,
    })
    expect(Object.keys(sneaky.json()).sort()).toEqual(['is_staff', 'price'])
    expect((await t.app.inject({ url: '/api/products/list/?page_size=100' })).json().count).toBe(before)
  })

  test.each([
    ['POST', '/api/products/create/'],
    ['PATCH', '/api/products/1/update/'],
    ['DELETE', '/api/products/1/delete/'],
  ] as const)('%s %s answers 401 to a visitor and 403 to a buyer', async (method, url) => {
    expect((await send(method, url, null, {})).statusCode).toBe(401)
    expect((await send(method, url, buyer, {})).statusCode).toBe(403)
  })

  test("marks the signed-in buyer's wishlisted products and filters by them", async () => {
    const [first] = (await t.app.inject({ url: '/api/products/list/' })).json().results
    await t.database.db.execute(
      (await import('drizzle-orm'))
        .sql`insert into wishlist_items (user_id, product_id) values (${buyer.id}, ${first.id})`,
    )
    const mine = await t.app.inject({ url: '/api/products/list/?is_wishlisted=true', headers: buyer.auth })
    expect(
      mine.json().results.map((p: { id: number; is_wishlisted: boolean }) => [p.id, p.is_wishlisted]),
    ).toEqual([[first.id, true]])
    expect(mine.headers['cache-control']).toBe('no-store')
    expect((await t.app.inject({ url: '/api/products/list/?is_wishlisted=true' })).json().count).toBe(0)
  })

  test('refuses a tampered, expired or unsigned token with 401', async () => {
    const [header, payload] = buyer.auth.authorization.slice(7).split('.')
    for (const token of [`${header}.${payload}.forged`, 'not-a-token', `${header}.${payload}.`]) {
      const res = await t.app.inject({
        url: '/api/categories/',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('errors.tokenNotValid')
    }
  })
})
