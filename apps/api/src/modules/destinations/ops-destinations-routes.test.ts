import type { OpsDestination } from '@caravanserai/contracts/ops-destinations'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs, type Method } from '../../testing/inject-as.ts'
import { createFixtureDestination, createFixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('destinations for operators on %s', (kind) => {
  let t: TestApp
  let staff: TestUser

  const inject = injectAs(() => t)
  /** As the operator. */
  const send = (method: Method, url: string, payload?: object, lang = 'en') =>
    inject(method, url, staff, payload, { 'accept-language': lang })
  const opsList = async (lang = 'en'): Promise<OpsDestination[]> =>
    (await send('GET', '/ops/destinations/', undefined, lang)).json()
  const checkoutNames = async (lang = 'en'): Promise<string[]> =>
    (await t.app.inject({ url: '/api/destinations/', headers: { 'accept-language': lang } }))
      .json()
      .map((d: { name: string }) => d.name)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    staff = await t.users.staff()
  })
  afterAll(() => t.close())

  test('lists every destination with its names and orders; renames, hides and moves one', async () => {
    const meghri = await createFixtureDestination(t.database.db)
    const created = await send('POST', '/destinations/create/', {
      name: {
        en: 'Georgia — Sadakhlo',
        ru: 'Грузия — Садахло',
        hy: 'Վրաստան — Սադախլո',
        fa: 'گرجستان — سداخلو',
      },
    })
    const sadakhlo = created.json().id
    const [first, second] = await opsList('hy')
    expect(first).toMatchObject({
      id: meghri,
      name: 'Հայաստան — Մեղրի',
      names: { en: 'Armenia — Meghri', fa: 'ارمنستان — مغری' },
      is_active: true,
      order_count: 0,
    })
    expect(second!.id).toBe(sadakhlo)

    const renamed = await send('PATCH', `/ops/destinations/${sadakhlo}/`, {
      names: { en: 'Georgia — Sadakhlo crossing', fa: 'گرجستان — گذرگاه سداخلو' },
      position: 0,
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ position: 0, names: { en: 'Georgia — Sadakhlo crossing' } })
    expect(renamed.json().names).not.toHaveProperty('ru')
    expect(await checkoutNames('fa')).toEqual(['گرجستان — گذرگاه سداخلو', 'ارمنستان — مغری'])
    // Russian lost its own name, so checkout falls back to English.
    expect((await checkoutNames('ru'))[0]).toBe('Georgia — Sadakhlo crossing')

    const hidden = await send('PATCH', `/ops/destinations/${meghri}/`, { is_active: false })
    expect(hidden.json()).toMatchObject({ is_active: false, position: 1 })
    expect(await checkoutNames()).toEqual(['Georgia — Sadakhlo crossing'])
    expect((await opsList()).map((d) => d.id)).toEqual([sadakhlo, meghri])
    await send('PATCH', `/ops/destinations/${meghri}/`, { is_active: true, position: 5 })
    expect(await checkoutNames()).toEqual(['Georgia — Sadakhlo crossing', 'Armenia — Meghri'])

    const blank = await send('PATCH', `/ops/destinations/${meghri}/`, { names: { en: '' } })
    expect(Object.keys(blank.json())).toEqual(['names.en'])
    expect((await send('PATCH', '/ops/destinations/2000000000/', { is_active: true })).statusCode).toBe(404)
  })

  test('a destination with orders cannot be deleted (hide it instead); one without can', async () => {
    const used = await createFixtureDestination(t.database.db)
    const unused = await createFixtureDestination(t.database.db)
    const product = await createFixtureProduct(t.database.db, [{ price: '10.00', stock: 100 }])
    await placeOrder(t.app, await t.users.buyer(), {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: used,
    })
    const refused = await send('DELETE', `/ops/destinations/${used}/`, undefined, 'fa')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'ops.destinationInUse', params: { count: 1 } })
    expect(refused.json().detail).toContain('پنهانش کنید')
    expect((await opsList()).find((d) => d.id === used)).toMatchObject({ order_count: 1, is_active: true })
    expect((await send('DELETE', `/ops/destinations/${unused}/`)).statusCode).toBe(204)
    expect((await opsList()).some((d) => d.id === unused)).toBe(false)
    expect((await send('DELETE', `/ops/destinations/${unused}/`)).statusCode).toBe(404)
  })
  test('operators moving destinations at the same time all succeed, and positions stay a sequence', async () => {
    const ids = [
      await createFixtureDestination(t.database.db),
      await createFixtureDestination(t.database.db),
      await createFixtureDestination(t.database.db),
    ]
    const moves = Array.from({ length: 24 }, (_, i) =>
      send('PATCH', `/ops/destinations/${ids[i % ids.length]}/`, { position: (i * 7) % 5, is_active: true }),
    )
    const statuses = (await Promise.all(moves)).map((r) => r.statusCode)
    expect(statuses).toEqual(statuses.map(() => 200))
    const positions = (await opsList()).map((d) => d.position)
    expect(positions).toEqual(positions.map((_, i) => i))
  })

  test('an operator adds a destination with names per language', async () => {
    const res = await send('POST', '/destinations/create/', {
      name: { en: 'Kazakhstan via Turkmenistan', ru: 'Казахстан через Туркменистан' },
    })
    expect(res.statusCode).toBe(201)
    expect((await checkoutNames('ru')).at(-1)).toBe('Казахстан через Туркменистан')
  })

  test('adding a destination answers 401 to a visitor and 403 to a buyer', async () => {
    const body = { name: 'Intruderland' }
    expect((await inject('POST', '/destinations/create/', null, body)).statusCode).toBe(401)
    expect((await inject('POST', '/destinations/create/', await t.users.buyer(), body)).statusCode).toBe(403)
  })
})
