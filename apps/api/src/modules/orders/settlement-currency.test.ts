import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import {
  createFixtureProduct,
  createTradingShop,
  type FixtureProduct,
  placeOrder,
} from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

// Settlement in the currency of a bank account (docs/decisions/046-settlement-currency.md).
describe.each(databaseKinds())('settlement currency on %s', (kind) => {
  let t: TestApp
  let threads: FixtureProduct
  let pins: FixtureProduct
  let destination: number
  let staff: TestUser
  let weavers: number
  const now = new Date('2026-11-29T01:00:00Z')

  const send = injectAs(() => t)
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query)

  /** 7 × $12.35 of threads (Weavers) and 3 × $0.05 of pins, requested: $86.60 of goods. */
  async function requested(buyer: TestUser) {
    const added = await send('POST', '/customer/cart/create/', buyer, {
      product_variation: pins.variationIds[0],
      quantity: 3,
    })
    expect(added.statusCode).toBe(201)
    return placeOrder(t.app, buyer, {
      variationId: threads.variationIds[0]!,
      quantity: 7,
      destinationId: destination,
    })
  }
  const quote = (id: number, body: object, action = 'quote', lang = 'en') =>
    send(
      'POST',
      `/ops/orders/${id}/${action}/`,
      staff,
      { shipping_price: 30.55, ...body },
      { 'accept-language': lang },
    )
  const proformas = (id: number) =>
    rows<{ content: Record<string, never>; superseded: boolean }>(
      sql`select content, superseded_at is not null as superseded from order_documents
        where order_id = ${id} and kind = 'proforma_invoice' order by id`,
    )

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    ;({ destination, staff } = await createTradingShop(t))
    threads = await createFixtureProduct(t.database.db, [{ price: '12.35', stock: 1000 }])
    pins = await createFixtureProduct(t.database.db, [{ price: '0.05', stock: 1000 }])
    const [producer] = await rows<{ id: number }>(
      sql`insert into producers (name) values ('Weavers') returning id`,
    )
    weavers = producer!.id
    await t.database.db.execute(
      sql`update products set producer_id = ${weavers} where id = ${threads.productId}`,
    )
    await t.database.db.execute(sql`insert into currency_rates (currency, units_per_usd, effective_on)
      values ('EUR', '0.900000', '2026-11-01'), ('EUR', '0.920000', '2026-11-29'), ('EUR', '0.990000', '2026-11-30'),
        ('AMD', '391.250000', '2026-11-29'), ('GEL', '2.700000', '2026-11-29')`)
    await t.database.db.execute(sql`insert into bank_accounts (currency, beneficiary, bank_name, account_number, swift)
      values ('EUR', 'Caravanserai Trading LLC', 'Ameriabank CJSC', 'AM98 EUR0 0000 0000 0042', 'ARMIAM22'),
        ('AMD', 'Caravanserai Trading LLC', 'Ameriabank CJSC', 'AM11 AMD0 0000 0000 0007', 'ARMIAM22'),
        ('RUB', 'Caravanserai Trading LLC', 'Ameriabank CJSC', 'AM22 RUB0 0000 0000 0001', 'ARMIAM22')`)
  })
  afterAll(() => t.close())

  test('offers the dollar and the currencies with an account and a rate in force', async () => {
    const res = await send('GET', '/ops/currencies/settlement/', staff)
    expect(res.statusCode).toBe(200)
    expect(
      res
        .json()
        .currencies.map((c: { code: string; rate: { units_per_usd: string } }) => [
          c.code,
          c.rate.units_per_usd,
        ]),
    ).toEqual([
      ['USD', '1.000000'],
      ['EUR', '0.920000'],
      ['AMD', '391.250000'],
    ])
  })

  test('refuses a currency without a bank account or a rate, in the operator’s language, and writes nothing', async () => {
    const buyer = await t.users.buyer()
    const order = await requested(buyer)
    const noAccount = await quote(order.id, { settlement_currency: 'GEL' }, 'quote', 'ru')
    expect(noAccount.statusCode).toBe(409)
    expect(noAccount.json()).toMatchObject({
      code: 'orders.settlementNoAccount',
      params: { currency: 'GEL' },
    })
    expect(noAccount.json().detail).toContain('банковского счёта')
    const noRate = await quote(order.id, { settlement_currency: 'RUB' })
    expect(noRate.statusCode).toBe(409)
    expect(noRate.json()).toMatchObject({ code: 'orders.settlementNoRate', params: { currency: 'RUB' } })
    const unknown = await quote(order.id, { settlement_currency: 'XYZ' })
    expect(unknown.statusCode).toBe(400)
    const after = (await send('GET', `/orders/${order.id}/`, buyer)).json()
    expect(after).toMatchObject({
      status: 'pending_shipping',
      settlement_currency: 'USD',
      shipping_price: null,
    })
    expect(await proformas(order.id)).toEqual([])
  })

  test('a quote in euros fixes the rate in force, converts each line, and the proforma names the euro account and rate', async () => {
    const buyer = await t.users.buyer()
    const order = await requested(buyer)
    const res = await quote(order.id, { settlement_currency: 'EUR' })
    expect(res.statusCode).toBe(200)
    // 86.45 → 79.534 → 79.53 and 0.15 → 0.138 → 0.14 (goods 79.67); 30.55 → 28.106 → 28.11.
    expect(res.json()).toMatchObject({
      total_price: 86.6,
      shipping_price: 30.55,
      total_amount: 117.15,
      settlement_currency: 'EUR',
      settlement_rate: '0.920000',
      settlement_rate_on: '2026-11-29',
      settlement_total_price: 79.67,
      settlement_shipping_price: 28.11,
      settlement_total_amount: 107.78,
      amount_due: 107.78,
    })
    const [proforma] = await proformas(order.id)
    expect(proforma!.content).toMatchObject({
      currency: 'EUR',
      rate: { currency: 'EUR', units_per_usd: '0.920000', effective_on: '2026-11-29' },
      goodsTotal: '79.67',
      shipping: '28.11',
      total: '107.78',
      payment: { currency: 'EUR', account_number: 'AM98 EUR0 0000 0000 0042' },
    })
    const lines = (proforma!.content as unknown as { lines: { lineTotal: string; unitPrice: string }[] })
      .lines
    expect(lines.map((l) => l.lineTotal)).toEqual(['0.14', '79.53'])
    expect(lines.map((l) => l.unitPrice)).toEqual(['0.05', '11.36'])
  })

  test('an order settled in euros is paid, held, released and paid out in euros', async () => {
    const buyer = await t.users.buyer()
    const order = await requested(buyer)
    await quote(order.id, { settlement_currency: 'EUR' })
    expect((await send('POST', `/customer/approve-shipping-cost/${order.id}/`, buyer)).statusCode).toBe(200)
    const pay = (amount: number) =>
      send('POST', `/ops/orders/${order.id}/payments/`, staff, { amount, received_on: '2026-11-28' })
    // The dollar total is more than the euros due.
    expect((await pay(117.15)).json().code).toBe('payments.moreThanDue')
    expect((await pay(100)).statusCode).toBe(201)
    expect((await pay(7.78)).statusCode).toBe(201)
    const payment = (await send('GET', `/orders/${order.id}/payment/`, buyer)).json()
    expect(payment).toMatchObject({ currency: 'EUR', state: 'paid', amount_paid: 107.78, amount_due: 0 })
    expect(payment.instructions).toMatchObject({
      currency: 'EUR',
      account_number: 'AM98 EUR0 0000 0000 0042',
    })
    expect((await send('GET', `/orders/${order.id}/escrow/`, buyer)).json()).toMatchObject({
      currency: 'EUR',
      received: 107.78,
      held: 107.78,
    })
    await send('POST', `/ops/orders/${order.id}/ship/`, staff, { tracking_number: 'UL-9' })
    await send('POST', `/customer/gain-order/${order.id}/`, buyer)
    expect((await send('POST', `/customer/complete-order/${order.id}/`, buyer)).statusCode).toBe(200)
    const released = await rows<{ producer: number | null; amount: string; currency: string }>(
      sql`select producer_id as producer, amount::text, currency from escrow_entries
        where order_id = ${order.id} and kind = 'released' order by producer_id nulls first`,
    )
    expect(released.every((r) => r.currency === 'EUR')).toBe(true)
    expect(released.reduce((cents, r) => cents + Math.round(Number(r.amount) * 100), 0)).toBe(10778)
    const owed = released.find((r) => r.producer === weavers)!.amount
    const balances = (await send('GET', '/ops/payouts/balances/', staff)).json()
    expect(balances.results).toContainEqual(
      expect.objectContaining({
        producer: { id: weavers, name: 'Weavers' },
        currency: 'EUR',
        owed: Number(owed),
      }),
    )
    expect(balances.by_currency).toContainEqual(expect.objectContaining({ currency: 'EUR', held: 0 }))
    const payout = (currency: string) =>
      send('POST', '/ops/payouts/', staff, {
        producer: weavers,
        currency,
        amount: Number(owed),
        paid_on: '2026-11-29',
        bank_reference: 'EUR-1',
      })
    const inDollars = await payout('USD')
    expect(inDollars.statusCode).toBe(409)
    expect(inDollars.json()).toMatchObject({
      code: 'escrow.moreThanOwed',
      params: { owed: '0.00', currency: 'USD' },
    })
    const inEuros = await payout('EUR')
    expect(inEuros.statusCode).toBe(201)
    expect(inEuros.json()).toMatchObject({ currency: 'EUR', amount: Number(owed) })
  })

  test('a new quote may change the currency and the rate, and supersedes the proforma', async () => {
    const buyer = await t.users.buyer()
    const order = await requested(buyer)
    await quote(order.id, { settlement_currency: 'EUR' })
    const amd = await quote(order.id, { settlement_currency: 'AMD', shipping_price: 10 }, 'requote')
    expect(amd.statusCode).toBe(200)
    // 86.45 × 391.25 = 33823.5625 → 33823.56; 0.15 × 391.25 = 58.6875 → 58.69; 10 → 3912.50.
    expect(amd.json()).toMatchObject({
      settlement_currency: 'AMD',
      settlement_rate: '391.250000',
      settlement_total_price: 33882.25,
      settlement_shipping_price: 3912.5,
      settlement_total_amount: 37794.75,
    })
    const usd = (await quote(order.id, {}, 'requote')).json()
    expect(usd).toMatchObject({
      settlement_currency: 'USD',
      settlement_rate: '1.000000',
      settlement_rate_on: null,
      settlement_total_amount: 117.15,
      amount_due: 117.15,
    })
    const issued = await proformas(order.id)
    expect(issued.map((p) => [p.content.currency, p.superseded])).toEqual([
      ['EUR', true],
      ['AMD', true],
      ['USD', false],
    ])
    expect(issued[2]!.content).toMatchObject({ rate: null, payment: { currency: 'USD' } })
  })
})
