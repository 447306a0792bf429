import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AlertTeam, alertTeam, HEARD_AS_CHOSEN, whoHears } from '../../testing/alerts-fixture.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { multipart } from '../../testing/multipart.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { dayAfter, rfqCalls, SPEC_PDF } from '../../testing/rfq-fixture.ts'
import { createTradingShop, type FixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('staff alerts on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let admin: TestUser
  let team: AlertTeam
  const calls = rfqCalls(() => t)
  const { send } = calls
  const heard = (event: () => Promise<unknown>) => whoHears(t, team, event)
  const lastAlert = async (to: string) =>
    (await emailsTo(t.database.db, to)).filter((mail) => mail.template === 'staff_alert').at(-1)!
  /** A buyer's order of 2 × $40, asked for in Russian. */
  const checkout = (buyer: TestUser) =>
    placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 2,
      destinationId: destination,
      lang: 'ru',
    })
  const quoted = async (buyer: TestUser) => {
    const order = await checkout(buyer)
    await send('POST', `/ops/orders/${order.id}/quote/`, admin, { shipping_price: 30 })
    return order
  }
  const approve = (buyer: TestUser, orderId: number) =>
    send('POST', `/customer/approve-shipping-cost/${orderId}/`, buyer, undefined, { 'accept-language': 'ru' })

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination, staff: admin } = await createTradingShop(t))
    team = await alertTeam(t, admin)
  })
  afterAll(() => t.close())

  test('a checkout alerts each staff member as they chose, in their own language, with a link to the order', async () => {
    const buyer = await t.users.buyer()
    let orderId = 0
    expect(
      await heard(async () => {
        orderId = (await checkout(buyer)).id
      }),
    ).toEqual(HEARD_AS_CHOSEN)
    const english = await lastAlert(team.instant.email)
    expect(english.locale).toBe('en')
    expect(english.subject).toMatch(/^New order CS-\S+ from Test User \d+$/)
    expect(english.text).toContain('It waits for your shipping quote.')
    expect(english.text).toContain(`http://localhost:3000/en/ops/orders/${orderId}\n`)
    expect(english.text).toContain('http://localhost:3000/en/ops/alerts')
    // The buyer ordered in Russian; the operator reads Persian.
    const persian = await lastAlert(team.persian.email)
    expect(persian.locale).toBe('fa')
    expect(persian.subject).toMatch(/^سفارش تازهٔ \u2066CS-\S+\u2069 از Test User \d+$/)
    expect(persian.text).toContain(`http://localhost:3000/fa/ops/orders/${orderId}`)
  })

  test('an accepted offer alerts as a new order, made approved on the agreed quote', async () => {
    const buyer = await t.users.buyer()
    const rfq = await calls.open(buyer, {
      product: product.productId,
      quantity: 10,
      unit: 'piece',
      shipping_destination: destination,
    })
    const offered = await calls.offered(admin, rfq.id, {
      product_variation: product.variationIds[0],
      quantity: 10,
      unit_price: 38,
      shipping_price: 50,
      valid_until: dayAfter(new Date(), 5),
    })
    let orderId = 0
    expect(
      await heard(async () => {
        const accepted = await calls.accept(buyer, rfq.id, { offer: offered.offer!.id }, 'fa')
        orderId = accepted.json().order.id
      }),
    ).toEqual(HEARD_AS_CHOSEN)
    const alert = await lastAlert(team.instant.email)
    expect(alert.text).toContain('approved as agreed')
    expect(alert.text).toContain('US$430.00')
    expect(alert.text).toContain(`/en/ops/orders/${orderId}`)
  })

  test("a buyer's approval of a quote alerts as chosen; the operator's quote alerts nobody", async () => {
    const buyer = await t.users.buyer()
    let orderId = 0
    const quoting = await heard(async () => {
      orderId = (await quoted(buyer)).id
    })
    // The checkout alerted; the quote itself is the operators' own act.
    expect(quoting).toEqual(HEARD_AS_CHOSEN)
    expect(await heard(() => approve(buyer, orderId))).toEqual(HEARD_AS_CHOSEN)
    const alert = await lastAlert(team.instant.email)
    expect(alert.subject).toMatch(/^Shipping quote approved for order CS-/)
    expect(alert.text).toContain('US$110.00 in all')
  })

  test('a transfer confirmation alerts as chosen, with what is due and a link to the payment', async () => {
    const buyer = await t.users.buyer()
    const order = await quoted(buyer)
    await approve(buyer, order.id)
    const { payload, headers } = multipart(SPEC_PDF, { name: 'slip.pdf', type: 'application/pdf' })
    expect(
      await heard(async () => {
        const sent = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${order.id}/payment-proof/`,
          payload,
          headers: { ...headers, ...buyer.auth },
        })
        expect(sent.statusCode).toBe(201)
      }),
    ).toEqual(HEARD_AS_CHOSEN)
    const alert = await lastAlert(team.persian.email)
    expect(alert.subject).toMatch(/^رسید حوالهٔ سفارش/)
    expect(alert.text).toContain(`/fa/ops/orders/${order.id}#ops-order-payment`)
  })

  test("a buyer's message alerts as chosen, at most once per ten minutes; an operator's alerts no operator", async () => {
    const buyer = await t.users.buyer()
    const order = await checkout(buyer)
    const write = (who: TestUser, path: string) => () =>
      send('POST', `${path}${order.id}/messages/`, who, { body: 'Is the saffron this year’s harvest?' })
    expect(await heard(write(buyer, '/orders/'))).toEqual(HEARD_AS_CHOSEN)
    expect((await lastAlert(team.instant.email)).text).toContain(`/en/ops/orders/${order.id}#conversation`)
    // The second message's email waits for the end of the ten minutes and covers the third; the
    // digest lists each.
    expect(await heard(write(buyer, '/orders/'))).toEqual(HEARD_AS_CHOSEN)
    expect(await heard(write(buyer, '/orders/'))).toEqual({
      ...HEARD_AS_CHOSEN,
      instant: { emails: 0, digest: 0 },
      persian: { emails: 0, digest: 0 },
    })
    const nothing = { emails: 0, digest: 0 }
    expect(await heard(write(admin, '/ops/orders/'))).toEqual({
      ...HEARD_AS_CHOSEN,
      instant: nothing,
      persian: nothing,
      digest: nothing,
    })
  })

  test('a staff member removed hears nothing from then on', async () => {
    const leaving = await t.users.operator()
    const removed = await send('DELETE', `/ops/staff/${leaving.id}/`, admin)
    expect(removed.statusCode).toBe(204)
    const buyer = await t.users.buyer()
    expect(await whoHears(t, { leaving }, () => checkout(buyer))).toEqual({
      leaving: { emails: 0, digest: 0 },
    })
  })
})
