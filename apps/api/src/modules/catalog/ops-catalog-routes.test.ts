import { type OpsProduct, type OpsProductSummary, productBodyOf } from '@caravanserai/contracts/ops-catalog'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDemo } from '../../db/seed/seed-demo.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { FIXTURE_CATALOGUE } from '../../testing/catalog-fixture.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs, type Method } from '../../testing/inject-as.ts'
import { createFixtureDestination, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('products and producers for operators on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  let taxonomy: { saffron: number; threads: number; nuts: number; gradeA: number }

  const inject = injectAs(() => t)
  /** As the operator. */
  const send = (method: Method, url: string, payload?: object, lang = 'en') =>
    inject(method, url, staff, payload, { 'accept-language': lang })
  const list = async (query: string, lang = 'en'): Promise<OpsProductSummary[]> =>
    (await send('GET', `/ops/products/?page_size=100&${query}`, undefined, lang)).json().results
  const create = async (name: string, extra: object = {}) =>
    (
      await send('POST', '/products/create/', {
        category: taxonomy.saffron,
        product_type: taxonomy.threads,
        translations: { en: { name } },
        variations: [{ name: { en: 'Tin' }, price: 10, stock: 3 }],
        ...extra,
      })
    ).json().id as number

  beforeAll(async () => {
    t = await buildTestApp(kind)
    await seedDemo(t.database.db, { catalogue: FIXTURE_CATALOGUE })
    staff = await t.users.staff()
    const categories = (await send('GET', '/ops/categories/')).json()
    const saffron = categories.find((c: { name: string }) => c.name === 'Saffron').id
    const [threads] = (await send('GET', `/ops/product-types/?category=${saffron}`)).json()
    const [grade] = (await send('GET', `/ops/attributes/?product_type=${threads.id}`)).json()
    taxonomy = {
      saffron,
      threads: threads.id,
      nuts: categories.find((c: { name: string }) => c.name !== 'Saffron').id,
      gradeA: grade.values[0].id,
    }
  })
  afterAll(() => t.close())

  test('lists every product newest first, hidden and deleted ones flagged, with filters and search', async () => {
    const hidden = await create('Hidden saffron', { is_active: false })
    const deleted = await create('Deleted saffron')
    await send('DELETE', `/products/${deleted}/delete/`)
    const all = await list('')
    expect(all.slice(0, 2).map((p) => [p.id, p.status])).toEqual([
      [deleted, 'deleted'],
      [hidden, 'hidden'],
    ])
    expect(all.find((p) => p.id === deleted)!.deleted_at).not.toBeNull()
    const sargol = all.find((p) => p.name === 'Sargol saffron')!
    expect(sargol).toMatchObject({
      status: 'active',
      category: { id: taxonomy.saffron, name: 'Saffron' },
      producer: 'Golestan Saffron Co.',
      price: 1200,
      variation_count: 2,
      stock: 40,
      thumbnail: expect.stringMatching(/^\/media\/art\/saffron\/sargol-v0-320\.webp$/),
    })
    expect((await list('status=hidden')).map((p) => p.id)).toEqual([hidden])
    expect((await list('status=deleted')).map((p) => p.id)).toEqual([deleted])
    expect((await list(`category=${taxonomy.nuts}`)).map((p) => p.name).sort()).toEqual([
      'Akbari pistachios',
      'Fandoghi round pistachios',
    ])
    // A name in any language, or the id.
    expect((await list(`search=${encodeURIComponent('نگین')}`, 'ru')).map((p) => p.name)).toEqual([
      'Шафран Негин',
    ])
    expect((await list(`search=%23${sargol.id}`)).map((p) => p.id)).toEqual([sargol.id])
    expect((await list('search=50%25')).length).toBe(0)
    expect((await send('GET', '/ops/products/?page=99')).statusCode).toBe(404)
    expect((await send('GET', '/ops/products/?status=gone')).statusCode).toBe(400)
  })

  test('one product comes with every translation in the shape the update takes, and round-trips', async () => {
    const [sargol] = await list('search=sargol')
    const res = await send('GET', `/ops/products/${sargol!.id}/`, undefined, 'fa')
    expect(res.statusCode).toBe(200)
    const product: OpsProduct = res.json()
    expect(product).toMatchObject({
      status: 'active',
      category: taxonomy.saffron,
      product_type: taxonomy.threads,
      producer: 'Golestan Saffron Co.',
      translations: {
        en: { name: 'Sargol saffron', description: 'Pure stigma tips from Khorasan.' },
        fa: { name: 'زعفران سرگل' },
        hy: { name: 'Սարգոլ զաֆրան' },
        ru: { name: 'Шафран Саргол' },
      },
      is_active: true,
      hs_code: '091020',
      origin_country: 'IR',
    })
    expect(product.variations[0]).toMatchObject({
      name: { en: 'Grade A tin', ru: 'Сорт А, банка', hy: 'Ա տեսակ, տուփ', fa: 'درجه یک، قوطی' },
      price: 1200,
      stock: 40,
      minimum_order_quantity: 2,
      attribute_values: expect.arrayContaining([taxonomy.gradeA]),
      net_weight_kg: null,
      gross_weight_kg: null,
    })
    expect(product.variations[0]!.images.map((i) => i.photo)).toEqual([
      '/media/art/saffron/sargol-v0-1200.webp',
      '/media/art/saffron/sargol-detail-1200.webp',
    ])

    const body = productBodyOf(product)
    body.translations!.fa = { name: 'زعفران سرگل ممتاز', description: 'کلاله خالص' }
    body.variations![1]!.stock = 7
    Object.assign(body, { hs_code: '0910.20.10', origin_country: 'af' })
    Object.assign(body.variations![0]!, { net_weight_kg: 1, gross_weight_kg: 1.35 })
    const saved = await send('PATCH', `/products/${product.id}/update/`, body)
    expect(saved.statusCode).toBe(200)
    const reloaded: OpsProduct = (await send('GET', `/ops/products/${product.id}/`)).json()
    expect(reloaded.translations.fa).toEqual({ name: 'زعفران سرگل ممتاز', description: 'کلاله خالص' })
    expect(
      reloaded.variations.map((v) => [v.id, v.stock, v.images.length, v.net_weight_kg, v.gross_weight_kg]),
    ).toEqual([
      [product.variations[0]!.id, 40, 2, 1, 1.35],
      [product.variations[1]!.id, 7, 1, null, null],
    ])
    expect([reloaded.hs_code, reloaded.origin_country]).toEqual(['09102010', 'AF'])
    const {
      updated_at: _a,
      translations: _b,
      variations: _c,
      hs_code: _g,
      origin_country: _h,
      ...rest
    } = reloaded
    const {
      updated_at: _d,
      translations: _e,
      variations: _f,
      hs_code: _i,
      origin_country: _j,
      ...before
    } = product
    expect(rest).toEqual(before)
    // Loaded and saved back as it is, the product keeps its customs facts.
    expect((await send('PATCH', `/products/${product.id}/update/`, productBodyOf(reloaded))).statusCode).toBe(
      200,
    )
    const again: OpsProduct = (await send('GET', `/ops/products/${product.id}/`)).json()
    expect([again.hs_code, again.origin_country, again.variations[0]!.gross_weight_kg]).toEqual([
      '09102010',
      'AF',
      1.35,
    ])
  })

  test('a save over stock a sale changed since the form was read is 409 and writes nothing', async () => {
    const id = await create('Stock race saffron', {
      variations: [
        { name: { en: 'Tin', ru: 'Банка' }, price: 10, stock: 5 },
        { name: { en: 'Bag' }, price: 80, stock: 9 },
      ],
    })
    const read = async (): Promise<OpsProduct> => (await send('GET', `/ops/products/${id}/`)).json()
    const opened = await read()
    const [tin, bag] = opened.variations
    await placeOrder(t.app, await t.users.buyer(), {
      variationId: tin!.id,
      quantity: 2,
      destinationId: await createFixtureDestination(t.database.db),
    })

    // The operator restocks the tin and renames the product, from the form opened before the sale.
    const stale = productBodyOf(opened)
    stale.translations!.en = { name: 'Stock race saffron, restocked' }
    stale.variations![0]!.stock = 50
    stale.variations![1]!.stock = 12
    const refused = await send('PATCH', `/products/${id}/update/`, stale, 'ru')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'catalog.staleStock',
      detail: expect.stringMatching(/^Остаток варианта «Банка» изменился.*сейчас на складе 3,/),
      params: { variation: 'Банка', stock: 3 },
    })
    // Without the stock it read, the stock sent is taken as read: no silent overwrite either.
    const { stock_read: _read, ...bare } = stale.variations![0]!
    const legacy = { ...stale, variations: [bare, stale.variations![1]!] }
    expect((await send('PATCH', `/products/${id}/update/`, legacy)).statusCode).toBe(409)
    const after = await read()
    expect(after.translations.en.name).toBe('Stock race saffron')
    expect(after.variations.map((v) => [v.id, v.stock])).toEqual([
      [tin!.id, 3],
      [bag!.id, 9],
    ])

    // Reloaded, the same edit saves over the stock the sale left.
    const fresh = productBodyOf(after)
    fresh.translations!.en = { name: 'Stock race saffron, restocked' }
    fresh.variations![0]!.stock = 50
    const saved = await send('PATCH', `/products/${id}/update/`, fresh)
    expect(saved.statusCode).toBe(200)
    expect((await read()).variations.map((v) => v.stock)).toEqual([50, 9])
    // A body that leaves the stock as it stands needs no stock_read.
    const unchanged = productBodyOf(await read())
    for (const v of unchanged.variations!) delete v.stock_read
    expect((await send('PATCH', `/products/${id}/update/`, unchanged)).statusCode).toBe(200)
  })

  test('a deleted product is shown read-only; an unknown one is 404', async () => {
    const id = await create('Soon gone')
    await send('DELETE', `/products/${id}/delete/`)
    expect((await send('GET', `/ops/products/${id}/`)).json()).toMatchObject({
      status: 'deleted',
      is_active: false,
    })
    const missing = await send('GET', '/ops/products/2000000000/', undefined, 'ru')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('errors.productNotFound')
  })

  test('producers are listed with their products, created once per name, and renamed on every card', async () => {
    const page = (await send('GET', '/ops/producers/?search=saffron')).json()
    expect(page.results).toEqual([
      expect.objectContaining({ name: 'Golestan Saffron Co.', product_count: 1 }),
    ])
    const created = await send('POST', '/ops/producers/', { name: '  Tabriz Looms  ' })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ name: 'Tabriz Looms', is_verified: false, product_count: 0 })
    const again = await send('POST', '/ops/producers/', { name: 'TABRIZ LOOMS' }, 'fa')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ name: ['تولیدکننده‌ای با این نام از قبل وجود دارد.'] })
    expect((await send('POST', '/ops/producers/', { name: ' ' })).json()).toEqual({
      name: ["Enter the producer's name."],
    })
    const golestan = page.results[0]
    const renamed = await send('PATCH', `/ops/producers/${golestan.id}/`, { name: 'Golestan Gold' })
    expect(renamed.json()).toMatchObject({
      name: 'Golestan Gold',
      is_verified: golestan.is_verified,
      product_count: 1,
    })
    const found = (await t.app.inject({ url: '/api/products/list/?query=golestan%20gold' })).json()
    expect(found.results.map((p: { producer: object }) => p.producer)).toEqual([
      { id: golestan.id, name: 'Golestan Gold', is_verified: golestan.is_verified },
    ])
    // The mark follows the supplier's checks; no one sets it here.
    const marked = await send('PATCH', `/ops/producers/${golestan.id}/`, { is_verified: true })
    expect(marked.statusCode).toBe(400)
    const clash = await send('PATCH', `/ops/producers/${golestan.id}/`, { name: 'tabriz looms' })
    expect(clash.statusCode).toBe(400)
    expect((await send('PATCH', '/ops/producers/2000000000/', { name: 'Nobody' })).statusCode).toBe(404)
  })
})
