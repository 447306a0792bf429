import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { DAY_MS, dayAfter, rfqCalls } from '../../testing/rfq-fixture.ts'
import { createFixtureProduct, createTradingShop, type FixtureProduct } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('answering a request for quotation on %s', (kind) => {
  let t: TestApp
  const now = new Date(Date.now() - 30 * DAY_MS)
  let product: FixtureProduct
  let destination: number
  let staff: TestUser
  const calls = rfqCalls(() => t)
  const { send } = calls
  const forProduct = (buyer: TestUser, lang = 'en') =>
    calls.open(
      buyer,
      { product: product.productId, quantity: 500, unit: 'kg', shipping_destination: destination },
      lang,
    )
  const freeText = (buyer: TestUser, lang = 'en') =>
    calls.open(
      buyer,
      { title: 'Dried barberries', quantity: 2, unit: 'tonne', shipping_destination: destination },
      lang,
    )
  const terms = (overrides: object = {}) => ({
    product_variation: product.variationIds[0],
    quantity: 40,
    unit_price: 12.35,
    shipping_price: 90,
    valid_until: dayAfter(now, 10),
    ...overrides,
  })
  /** What an offer outside the catalogue must give: the customs facts of one unit. */
  const customs = { hs_code: '0813.40', origin_country: 'IR', net_weight_kg: 25, gross_weight_kg: 25.4 }
  const freeTerms = (overrides: object = {}) =>
    terms({ product_variation: undefined, ...customs, ...overrides })
  const answeredAt = async (id: number) =>
    (
      await queryRows<{ at: string | null }>(
        t.database.db,
        sql`select answered_at::text as at from rfqs where id = ${id}`,
      )
    )[0]!.at

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    ;({ product, destination, staff } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test('an offer reaches the buyer in their language; a newer one replaces it and keeps the first answer time', async () => {
    const buyer = await t.users.buyer()
    const rfq = await forProduct(buyer, 'ru')
    const offered = await calls.offered(staff, rfq.id, terms({ notes: 'Packed in 1 kg tins.' }))
    expect(offered).toMatchObject({
      status: 'offered',
      available_actions: ['offer', 'decline'],
      offer: {
        product_variation: { id: product.variationIds[0], name: 'Tin 1' },
        quantity: 40,
        unit_price: 12.35,
        shipping_price: 90,
        // 40 × 12.35 + 90, summed in numeric.
        total_amount: 584,
        incoterm: 'DAP',
        incoterm_place: 'Армения — Мегри',
        valid_until: dayAfter(now, 10),
        expired: false,
        notes: 'Packed in 1 kg tins.',
      },
    })
    const first = await answeredAt(rfq.id)
    expect(first).not.toBeNull()
    const mail = (await emailsTo(t.database.db, buyer.email)).at(-1)!
    expect(mail).toMatchObject({ template: 'rfq_offered', locale: 'ru' })
    expect(mail.text).toContain(rfq.rfq_number)
    expect(mail.text).toContain('Packed in 1 kg tins.')
    expect(mail.text).toMatch(/584,00\s\$/)
    expect(mail.text).toContain(`/ru/rfqs/${rfq.id}`)

    const seen = (await send('GET', `/rfqs/${rfq.id}/`, buyer)).json()
    expect(seen).toMatchObject({
      offer: { id: offered.offer!.id },
      available_actions: ['accept', 'withdraw'],
    })
    const newer = await calls.offered(
      staff,
      rfq.id,
      terms({ unit_price: 11, incoterm: 'CPT', incoterm_place: 'Upper Lars' }),
    )
    expect(newer.offer).toMatchObject({
      unit_price: 11,
      incoterm: 'CPT',
      incoterm_place: 'Upper Lars',
      total_amount: 530,
    })
    expect(newer.offer!.id).toBeGreaterThan(offered.offer!.id)
    expect(await answeredAt(rfq.id)).toBe(first)
  })

  test('an offer names a variation of the product asked about, none for anything else, and holds from today on', async () => {
    const buyer = await t.users.buyer()
    const rfq = await forProduct(buyer)
    const free = await freeText(buyer)
    const elsewhere = await createFixtureProduct(t.database.db)
    const refusals: [number, object, string][] = [
      [rfq.id, freeTerms(), 'product_variation'],
      [rfq.id, terms({ product_variation: elsewhere.variationIds[0] }), 'product_variation'],
      [free.id, terms(), 'product_variation'],
      [rfq.id, terms({ valid_until: dayAfter(now, -1) }), 'valid_until'],
      [rfq.id, terms({ valid_until: '2030-13-01' }), 'valid_until'],
      [rfq.id, terms({ unit_price: -1 }), 'unit_price'],
    ]
    for (const [id, body, field] of refusals) {
      const res = await calls.offer(staff, id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json()).toHaveProperty(field)
    }
    expect((await send('GET', `/ops/rfqs/${rfq.id}/`, staff)).json()).toMatchObject({
      status: 'open',
      offer: null,
    })
    expect(await answeredAt(rfq.id)).toBeNull()
    // Valid through today; a free-text request is offered in its own unit.
    const today = await calls.offered(staff, free.id, freeTerms({ valid_until: dayAfter(now) }))
    expect(today.offer).toMatchObject({ product_variation: null, valid_until: dayAfter(now), expired: false })
    expect((await calls.offer(staff, 2_000_000, terms())).statusCode).toBe(404)
  })

  test('an offer outside the catalogue gives its customs facts, each missing or wrong one refused on its field', async () => {
    const buyer = await t.users.buyer()
    const free = await freeText(buyer)
    const missing = await send(
      'POST',
      `/ops/rfqs/${free.id}/offer/`,
      staff,
      terms({ product_variation: undefined }),
      {
        'accept-language': 'ru',
      },
    )
    expect(missing.statusCode).toBe(400)
    const fields = missing.json()
    expect(Object.keys(fields).sort()).toEqual([
      'gross_weight_kg',
      'hs_code',
      'net_weight_kg',
      'origin_country',
    ])
    expect(fields.hs_code[0]).toMatch(/[а-я]/)
    const wrong: [object, string][] = [
      [{ hs_code: '0813' }, 'hs_code'],
      [{ origin_country: 'XX' }, 'origin_country'],
      [{ net_weight_kg: 0 }, 'net_weight_kg'],
      [{ net_weight_kg: 1.0001 }, 'net_weight_kg'],
      [{ gross_weight_kg: 24 }, 'gross_weight_kg'],
    ]
    for (const [change, field] of wrong) {
      const res = await calls.offer(staff, free.id, freeTerms(change))
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json()).toHaveProperty(field)
    }
    expect((await send('GET', `/ops/rfqs/${free.id}/`, staff)).json()).toMatchObject({
      status: 'open',
      offer: null,
    })

    const offered = await calls.offered(staff, free.id, freeTerms({ origin_country: ' af ' }))
    expect(offered.offer).toMatchObject({
      hs_code: '081340',
      origin_country: 'AF',
      net_weight_kg: 25,
      gross_weight_kg: 25.4,
    })
    // A catalogue offer may leave them to its product.
    const fromCatalogue = await calls.offered(staff, (await forProduct(buyer)).id, terms())
    expect(fromCatalogue.offer).toMatchObject({ hs_code: null, origin_country: null, net_weight_kg: null })
  })

  test('a decline tells the buyer why; a closed request takes no further step (409)', async () => {
    const buyer = await t.users.buyer()
    const rfq = await freeText(buyer, 'hy')
    const declined = await calls.decline(staff, rfq.id, 'We do not ship barberries in winter.')
    expect(declined.statusCode).toBe(200)
    expect(declined.json()).toMatchObject({
      status: 'declined',
      decline_reason: 'We do not ship barberries in winter.',
      available_actions: [],
    })
    expect(await answeredAt(rfq.id)).not.toBeNull()
    const mail = (await emailsTo(t.database.db, buyer.email)).at(-1)!
    expect(mail).toMatchObject({ template: 'rfq_declined', locale: 'hy' })
    expect(mail.text).toContain('We do not ship barberries in winter.')

    const again = await calls.decline(staff, rfq.id, 'Twice')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'rfqs.notOpen', params: { status: 'declined' } })
    expect((await calls.offer(staff, rfq.id, freeTerms())).json().code).toBe('rfqs.notOpen')
    expect((await calls.withdraw(buyer, rfq.id)).json().code).toBe('rfqs.notOpen')
    const blank = await calls.decline(staff, (await freeText(buyer)).id, '  ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toHaveProperty('reason')
  })

  test('the buyer withdraws an open or offered request; the operators are told in their language', async () => {
    const buyer = await t.users.buyer()
    const listener = await t.users.staff()
    await t.database.db.execute(sql`update users set locale = 'fa' where id = ${listener.id}`)
    const rfq = await forProduct(buyer)
    await calls.offered(staff, rfq.id, terms())
    const withdrawn = await calls.withdraw(buyer, rfq.id)
    expect(withdrawn.statusCode).toBe(200)
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', available_actions: [] })
    const mail = (await emailsTo(t.database.db, listener.email)).at(-1)!
    expect(mail).toMatchObject({ template: 'rfq_withdrawn', locale: 'fa' })
    expect(mail.text).toContain(rfq.rfq_number)
    expect((await emailsTo(t.database.db, staff.email)).at(-1)!).toMatchObject({
      template: 'rfq_withdrawn',
      locale: 'en',
    })

    expect((await calls.withdraw(buyer, rfq.id)).json().code).toBe('rfqs.notOpen')
    const offerAfter = await calls.offer(staff, rfq.id, terms())
    expect(offerAfter.statusCode).toBe(409)
    const accept = await calls.accept(buyer, rfq.id, { offer: withdrawn.json().offer.id })
    expect(accept.statusCode).toBe(409)
    expect(accept.json().code).toBe('rfqs.cannotAccept')
    const open = await freeText(buyer)
    expect((await calls.accept(buyer, open.id, { offer: 1 })).json().code).toBe('rfqs.cannotAccept')
  })
})
