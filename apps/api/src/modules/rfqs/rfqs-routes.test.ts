import { RFQS_PER_HOUR } from '@caravanserai/contracts/rfqs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { picture } from '../../testing/picture-upload.ts'
import { DAY_MS, dayAfter, rfqCalls, SPEC_PDF } from '../../testing/rfq-fixture.ts'
import {
  createFixtureDestination,
  createFixtureProduct,
  createTradingShop,
  type FixtureProduct,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('asking for a quotation on %s', (kind) => {
  let t: TestApp
  // In the past, so that the tokens the factory signs now stay valid for the app's clock.
  const now = new Date(Date.now() - 30 * DAY_MS)
  let product: FixtureProduct
  let categoryId: number
  let destination: number
  let staff: TestUser
  const calls = rfqCalls(() => t)
  const { send } = calls
  const rfqCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from rfqs`))[0]!.n
  const freeText = (overrides: object = {}) => ({
    title: 'Copper cathodes, 99.99%',
    details: 'LME grade A, in bundles.',
    quantity: 20,
    unit: 'tonne',
    shipping_destination: destination,
    ...overrides,
  })

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    ;({ product, destination, staff } = await createTradingShop(t))
    await t.database.db.execute(sql`update users set locale = 'hy' where id = ${staff.id}`)
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select category_id as id from products where id = ${product.productId}`,
    )
    categoryId = row!.id
  })
  afterAll(() => t.close())

  test('a buyer asks about a catalogue product: titled in their language, the operators told in theirs', async () => {
    const buyer = await t.users.buyer()
    const res = await calls.create(
      buyer,
      {
        product: product.productId,
        product_variation: product.variationIds[0],
        quantity: 2.5,
        unit: 'tonne',
        target_price: 38.5,
        shipping_destination: destination,
        needed_by: dayAfter(now, 20),
        details: 'Sargol, grade 1',
      },
      'ru',
    )
    expect(res.statusCode).toBe(201)
    const rfq = res.json()
    expect(rfq.rfq_number).toMatch(
      new RegExp(`^RQ-${dayAfter(now).slice(2).replaceAll('-', '')}-[0-9A-Z]{6}$`),
    )
    expect(rfq).toMatchObject({
      status: 'open',
      title: product.names.ru,
      product: { id: product.productId, name: product.names.ru, producer: null },
      product_variation: { id: product.variationIds[0], name: 'Tin 1' },
      category: { id: categoryId, name: 'Spices' },
      details: 'Sargol, grade 1',
      quantity: 2.5,
      unit: 'tonne',
      target_price: 38.5,
      shipping_destination: { id: destination, name: 'Армения — Мегри' },
      needed_by: dayAfter(now, 20),
      language: 'ru',
      files: [],
      offer: null,
      decline_reason: null,
      order: null,
      buyer: null,
      available_actions: ['withdraw'],
    })
    const ops = (await send('GET', `/ops/rfqs/${rfq.id}/`, staff)).json()
    expect(ops.buyer).toEqual({ id: buyer.id, email: buyer.email, name: expect.any(String), company: '' })
    expect(ops.available_actions).toEqual(['offer', 'decline'])
    const mail = (await emailsTo(t.database.db, staff.email)).at(-1)!
    expect(mail).toMatchObject({ template: 'rfq_received', locale: 'hy' })
    expect(mail.text).toContain(rfq.rfq_number)
    expect(mail.text).toMatch(/[Ա-֏]/)
    expect(mail.text).toContain(`/am/ops/rfqs/${rfq.id}`)
  })

  test('a buyer asks for something the catalogue does not list, with the files they uploaded', async () => {
    const buyer = await t.users.buyer()
    const other = await t.users.buyer()
    const spec = (await calls.upload(buyer)).json()
    const drawing = (await calls.upload(buyer, await picture('png', 40, 40), 'drawing.png')).json()
    expect(spec).toMatchObject({
      name: 'spec.pdf',
      content_type: 'application/pdf',
      download_url: `/api/rfqs/files/${spec.id}/`,
    })
    expect(
      (await t.app.inject({ url: spec.download_url, headers: buyer.auth })).rawPayload.equals(SPEC_PDF),
    ).toBe(true)
    expect((await t.app.inject({ url: spec.download_url, headers: other.auth })).statusCode).toBe(404)

    const res = await calls.create(
      buyer,
      freeText({ category: categoryId, files: [drawing.id, spec.id] }),
      'fa',
    )
    expect(res.statusCode).toBe(201)
    const rfq = res.json()
    expect(rfq).toMatchObject({
      title: 'Copper cathodes, 99.99%',
      product: null,
      product_variation: null,
      category: { id: categoryId },
      target_price: null,
      needed_by: null,
      language: 'fa',
      shipping_destination: { name: 'ارمنستان — مغری' },
    })
    expect(rfq.files.map((f: { id: number }) => f.id)).toEqual([spec.id, drawing.id])
    const url = `/api/rfqs/${rfq.id}/files/${spec.id}/`
    expect(rfq.files[0].download_url).toBe(url)
    const get = (path: string, user: TestUser) => t.app.inject({ url: path, headers: user.auth })
    const download = await get(url, buyer)
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''spec.pdf")
    expect(download.rawPayload.equals(SPEC_PDF)).toBe(true)
    expect((await get(url, staff)).statusCode).toBe(200)
    expect((await get(`/api/ops/rfqs/${rfq.id}/files/${spec.id}/`, staff)).statusCode).toBe(200)
    expect((await get(url, other)).statusCode).toBe(404)
    expect((await get(`/api/ops/rfqs/${rfq.id}/files/${spec.id}/`, other)).statusCode).toBe(403)

    // A file goes with one request, and only its uploader's.
    const again = await calls.create(buyer, freeText({ files: [spec.id] }))
    expect(again.statusCode).toBe(400)
    expect(again.json().files).toHaveLength(1)
    const theirs = (await calls.upload(other)).json()
    expect((await calls.create(buyer, freeText({ files: [theirs.id] }))).json().files).toHaveLength(1)
    const [row] = await queryRows<{ order_id: number | null; uploaded_by: number }>(
      t.database.db,
      sql`select order_id, uploaded_by from stored_files where id = ${spec.id}`,
    )
    expect(row).toEqual({ order_id: null, uploaded_by: buyer.id })
  })

  test('refuses what it cannot quote with a 400 naming the field, in the request language, and keeps nothing', async () => {
    const buyer = await t.users.buyer()
    const hidden = await createFixtureProduct(t.database.db)
    await t.database.db.execute(sql`update products set is_active = false where id = ${hidden.productId}`)
    const closed = await createFixtureDestination(t.database.db, false)
    const before = await rfqCount()
    const cases: [object, string][] = [
      [{ product: hidden.productId, quantity: 1, unit: 'kg', shipping_destination: destination }, 'product'],
      [
        {
          product: product.productId,
          product_variation: hidden.variationIds[0],
          quantity: 1,
          unit: 'kg',
          shipping_destination: destination,
        },
        'product_variation',
      ],
      [freeText({ product_variation: product.variationIds[0] }), 'product_variation'],
      [freeText({ category: 2_000_000 }), 'category'],
      [freeText({ shipping_destination: closed }), 'shipping_destination'],
      [freeText({ needed_by: dayAfter(now, -1) }), 'needed_by'],
      [freeText({ needed_by: '2027-02-30' }), 'needed_by'],
      [freeText({ title: '   ' }), 'title'],
      [freeText({ quantity: 0 }), 'quantity'],
      [freeText({ unit: 'bushel' }), 'unit'],
      [freeText({ files: [2_000_000] }), 'files'],
    ]
    for (const [body, field] of cases) {
      const res = await calls.create(buyer, body, 'ru')
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json()[field], JSON.stringify(res.json())).toEqual([expect.stringMatching(/[А-Яа-я]/)])
    }
    expect((await calls.create(buyer, freeText({ needed_by: dayAfter(now) }))).statusCode).toBe(201)
    expect(await rfqCount()).toBe(before + 1)
  })

  test('visitors get 401, unverified buyers 403, and another buyer never sees a request', async () => {
    const buyer = await t.users.buyer()
    const rfq = await calls.open(buyer, freeText())
    for (const [method, url] of [
      ['POST', '/rfqs/'],
      ['GET', '/rfqs/list/'],
      ['GET', `/rfqs/${rfq.id}/`],
      ['POST', `/rfqs/${rfq.id}/accept/`],
      ['POST', `/rfqs/${rfq.id}/withdraw/`],
      ['POST', '/rfqs/files/'],
      ['GET', `/rfqs/${rfq.id}/files/1/`],
    ] as const)
      expect((await send(method, url, null, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401)
    const unverified = await t.users.unverified()
    const refused = await calls.create(unverified, freeText())
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('rfqs.emailNotVerified')

    const other = await t.users.buyer()
    expect((await send('GET', `/rfqs/${rfq.id}/`, other)).statusCode).toBe(404)
    expect((await calls.withdraw(other, rfq.id)).statusCode).toBe(404)
    expect((await calls.accept(other, rfq.id, { offer: 1 })).statusCode).toBe(404)
    expect((await send('GET', `/rfqs/${rfq.id}/`, buyer)).json().status).toBe('open')
  })

  test('lists a buyer their own requests, newest first, and the operators all of them by status', async () => {
    const buyer = await t.users.buyer()
    const first = await calls.open(buyer, freeText({ title: 'Pistachios' }))
    const second = await calls.open(buyer, freeText({ title: 'Dates' }))
    await calls.open(await t.users.buyer(), freeText({ title: 'Not theirs' }))
    const page = (await send('GET', '/rfqs/list/?page_size=1', buyer)).json()
    expect(page).toMatchObject({ count: 2, previous: null, results: [{ id: second.id, title: 'Dates' }] })
    expect(page.next).toContain('page=2')
    expect((await send('GET', '/rfqs/list/?page=2&page_size=1', buyer)).json().results[0].id).toBe(first.id)

    await calls.withdraw(buyer, first.id)
    const withdrawn = (await send('GET', '/ops/rfqs/?status=withdrawn&page_size=100', staff)).json()
    expect(withdrawn.results.map((r: { id: number }) => r.id)).toContain(first.id)
    expect(withdrawn.results.every((r: { status: string }) => r.status === 'withdrawn')).toBe(true)
    const all = (await send('GET', '/ops/rfqs/?page_size=100', staff)).json()
    expect(all.count).toBe(await rfqCount())
    expect(all.results[0].buyer).not.toBeNull()
  })

  test(`refuses a buyer's request past ${RFQS_PER_HOUR} an hour`, async () => {
    const buyer = await t.users.buyer()
    for (let i = 0; i < RFQS_PER_HOUR; i += 1) await calls.open(buyer, freeText())
    const refused = await calls.create(buyer, freeText(), 'fa')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(refused.json()).toMatchObject({ code: 'rfqs.tooMany', detail: expect.stringMatching(/[آ-ی]/) })
    // Another buyer is not held back.
    expect((await calls.create(await t.users.buyer(), freeText())).statusCode).toBe(201)
  })
})
