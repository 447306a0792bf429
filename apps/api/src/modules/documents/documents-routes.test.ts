import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import {
  createFixtureSeller,
  createTradingShop,
  type FixtureProduct,
  placeOrder,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const PAID_ELSEWHERE = { payment_override: 'Paid by letter of credit' }

describe.each(databaseKinds())('trade documents on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let staff: TestUser
  const send = injectAs(() => t)
  const year = new Date().getUTCFullYear()

  const order = (buyer: TestUser, lang = 'en') =>
    placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 3,
      destinationId: destination,
      lang,
    })
  const quote = (id: number, body: object = {}) =>
    send('POST', `/ops/orders/${id}/quote/`, staff, { shipping_price: 120, ...body })
  const numbers = async (kindOf: string) =>
    (
      await queryRows<{ number: string }>(
        t.database.db,
        sql`select number from order_documents where kind = ${kindOf}::document_kind order by sequence`,
      )
    ).map((r) => r.number)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination, staff } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test('a quote issues the proforma invoice in the buyer language; the buyer lists and downloads it', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer, 'fa')
    const quoted = await quote(placed.id, { incoterm: 'CPT', incoterm_place: 'Upper Lars', valid_days: 10 })
    expect(quoted.statusCode).toBe(200)
    expect(quoted.json()).toMatchObject({ incoterm: 'CPT', incoterm_place: 'Upper Lars' })
    const list = await send('GET', `/orders/${placed.id}/documents/`, buyer)
    expect(list.statusCode).toBe(200)
    const [proforma] = list.json()
    expect(proforma).toMatchObject({
      kind: 'proforma_invoice',
      number: expect.stringMatching(new RegExp(`^PI-${year}-\\d{5}$`)),
      download_url: `/api/orders/${placed.id}/documents/${proforma.id}/`,
    })
    const pdf = await t.app.inject({ url: proforma.download_url, headers: buyer.auth })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${proforma.number}.pdf"`)
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const [row] = await queryRows<{ language: string; valid: string; incoterm: unknown }>(
      t.database.db,
      sql`select language, content->>'validUntil' as valid, content->'incoterm' as incoterm
        from order_documents where id = ${proforma.id}`,
    )
    expect(row).toMatchObject({ language: 'fa', incoterm: { code: 'CPT', place: 'Upper Lars' } })
    expect(row!.valid).toBe(quoted.json().quote_valid_until)
    // The order carries the same list, and the operator downloads from the console's path.
    expect((await send('GET', `/orders/${placed.id}/`, buyer)).json().documents).toEqual(list.json())
    const ops = (await send('GET', `/ops/orders/${placed.id}/documents/`, staff)).json()
    expect(ops[0].download_url).toBe(`/api/ops/orders/${placed.id}/documents/${proforma.id}/`)
    const opsPdf = await t.app.inject({ url: ops[0].download_url, headers: staff.auth })
    expect(opsPdf.rawPayload.equals(pdf.rawPayload)).toBe(true)
  })

  test('a company’s documents name it by legal name, tax id and legal address, the person as its contact', async () => {
    const buyer = await t.users.buyer()
    await t.database.db.execute(sql`update companies set legal_name = 'Ararat Imports LLC', tax_id = 'AM-02588',
        legal_address = ${'1 Abovyan St\nYerevan 0001'}, country = 'AM' where id = ${buyer.companyId}`)
    const placed = await order(buyer)
    expect((await quote(placed.id)).statusCode).toBe(200)
    const [row] = await queryRows<{ buyer: Record<string, unknown> }>(
      t.database.db,
      sql`select content->'buyer' as buyer from order_documents where order_id = ${placed.id}`,
    )
    expect(row!.buyer).toMatchObject({
      company: 'Ararat Imports LLC',
      taxId: 'AM-02588',
      address: ['1 Abovyan St', 'Yerevan 0001', 'AM'],
      name: expect.stringMatching(/^Test User/),
    })
  })

  test("another buyer's order, document or a document of another order answers 404; a visitor 401", async () => {
    const owner = await t.users.buyer()
    const other = await t.users.buyer()
    const placed = await order(owner)
    const second = await order(owner)
    await quote(placed.id)
    const [document] = (await send('GET', `/orders/${placed.id}/documents/`, owner)).json()
    for (const url of [`/orders/${placed.id}/documents/`, `/orders/${placed.id}/documents/${document.id}/`]) {
      const res = await send('GET', url, other)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().code).toMatch(/notFound$/)
      expect((await send('GET', url, null)).statusCode).toBe(401)
    }
    const elsewhere = await send('GET', `/orders/${second.id}/documents/${document.id}/`, owner)
    expect(elsewhere.statusCode).toBe(404)
    expect((await send('GET', `/orders/${second.id}/documents/`, owner)).json()).toEqual([])
    // Buyers never reach the console's path.
    expect((await send('GET', `/ops/orders/${placed.id}/documents/`, owner)).statusCode).toBe(403)
  })

  test('shipping issues the commercial invoice and the packing list; numbers run without gaps per kind', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer, 'ru')
    await quote(placed.id)
    await send('POST', `/customer/approve-shipping-cost/${placed.id}/`, buyer)
    const unpaid = await send('POST', `/ops/orders/${placed.id}/ship/`, staff, { tracking_number: 'UL-1' })
    expect(unpaid.statusCode).toBe(409)
    expect(unpaid.json().code).toBe('payments.notPaid')
    expect(await numbers('commercial_invoice')).toEqual([])
    const shipped = await send('POST', `/ops/orders/${placed.id}/ship/`, staff, {
      tracking_number: 'UL-1',
      ...PAID_ELSEWHERE,
    })
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      payment_override_reason: PAID_ELSEWHERE.payment_override,
    })
    const kinds = (await send('GET', `/orders/${placed.id}/documents/`, buyer))
      .json()
      .map((d: { kind: string }) => d.kind)
    expect(kinds).toEqual(['proforma_invoice', 'commercial_invoice', 'packing_list'])
    expect(await numbers('commercial_invoice')).toEqual([`CI-${year}-00001`])
    expect(await numbers('packing_list')).toEqual([`PL-${year}-00001`])
    const proformas = await numbers('proforma_invoice')
    expect(proformas).toEqual(proformas.map((_, i) => `PI-${year}-${String(i + 1).padStart(5, '0')}`))
  })

  test('a quote refused for want of bank details changes nothing and gives its number back', async () => {
    const placed = await order(await t.users.buyer())
    const before = await numbers('proforma_invoice')
    await send('DELETE', '/ops/seller/bank-accounts/USD/', staff)
    const refused = await quote(placed.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'documents.bankAccountMissing',
      params: { currency: 'USD' },
    })
    expect((await send('GET', `/ops/orders/${placed.id}/`, staff)).json()).toMatchObject({
      status: 'pending_shipping',
      shipping_price: null,
      documents: [],
    })
    await createFixtureSeller(t.database.db)
    expect((await quote(placed.id)).statusCode).toBe(200)
    const after = await numbers('proforma_invoice')
    expect(after).toEqual([...before, `PI-${year}-${String(before.length + 1).padStart(5, '0')}`])
  })

  test('an issued document keeps what it said when the catalogue and the seller change', async () => {
    const buyer = await t.users.buyer()
    const placed = await order(buyer)
    await quote(placed.id)
    const [document] = (await send('GET', `/orders/${placed.id}/documents/`, buyer)).json()
    const download = () => t.app.inject({ url: document.download_url, headers: buyer.auth })
    const before = (await download()).rawPayload
    await t.database.db.execute(
      sql`update products set hs_code = '091020', origin_country = 'AF' where id = ${product.productId}`,
    )
    await send('PUT', '/ops/seller/', staff, {
      legal_name: 'Renamed Trading LLC',
      address: 'Elsewhere',
      tax_id: '9',
      email: 'new@caravanserai.example',
      phone: '+98 21 0000 0000',
    })
    expect((await download()).rawPayload.equals(before)).toBe(true)
    await createFixtureSeller(t.database.db)
    await t.database.db.execute(sql`update seller_profile set legal_name = 'Caravanserai Trading LLC'`)
  })
})
