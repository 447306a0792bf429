import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { multipart } from '../../testing/multipart.ts'
import { SPEC_PDF } from '../../testing/rfq-fixture.ts'
import { createTradingShop, type FixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const EVERY_KIND_INSTANT = {
  order_requested: 'instant',
  quote_approved: 'instant',
  proof_sent: 'instant',
  buyer_message: 'instant',
  claim_opened: 'instant',
}

describe.each(databaseKinds())("a staff member's alerts on %s", (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let admin: TestUser
  const send = injectAs(() => t)
  const settingsOf = async (user: TestUser) => (await send('GET', '/ops/me/alerts/', user)).json()
  const checkout = (buyer: TestUser) =>
    placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
  const waiting = async (user: TestUser) => (await send('GET', '/ops/me/waiting/', user)).json().waiting

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: testConfig({ STAFF_DIGEST_HOUR: '18' }) })
    ;({ product, destination, staff: admin } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test('a new staff member hears of every kind as it happens, and is told the digest hour', async () => {
    const operator = await t.users.operator()
    expect(await settingsOf(operator)).toEqual({ alerts: EVERY_KIND_INSTANT, digest_hour: 18 })
  })

  test('each person keeps their own choices', async () => {
    const [one, other] = [await t.users.operator(), await t.users.operator()]
    const alerts = { ...EVERY_KIND_INSTANT, proof_sent: 'digest', buyer_message: 'off' }
    const saved = await send('PUT', '/ops/me/alerts/', one, { alerts })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ alerts, digest_hour: 18 })
    expect((await settingsOf(one)).alerts).toEqual(alerts)
    expect((await settingsOf(other)).alerts).toEqual(EVERY_KIND_INSTANT)
  })

  test('a bad choice is a 400 in the asker’s language, naming the kind, and changes nothing', async () => {
    const operator = await t.users.operator()
    const alerts = { ...EVERY_KIND_INSTANT, order_requested: 'digest' }
    await send('PUT', '/ops/me/alerts/', operator, { alerts })
    const put = (body: object) => send('PUT', '/ops/me/alerts/', operator, body, { 'accept-language': 'ru' })
    const weekly = await put({ alerts: { ...EVERY_KIND_INSTANT, proof_sent: 'weekly' } })
    expect(weekly.statusCode).toBe(400)
    expect(Object.keys(weekly.json())).toEqual(['alerts.proof_sent'])
    expect(weekly.json()['alerts.proof_sent'][0]).toMatch(/^[А-Яа-я]/)
    const { buyer_message: _, ...missing } = EVERY_KIND_INSTANT
    expect((await put({ alerts: missing })).json()).toHaveProperty(['alerts.buyer_message'])
    const claims = await put({ alerts: { ...EVERY_KIND_INSTANT, claims: 'off' } })
    expect(claims.statusCode).toBe(400)
    expect(await put({ alerts: EVERY_KIND_INSTANT, digest_hour: 3 })).toMatchObject({ statusCode: 400 })
    expect(await put({})).toMatchObject({ statusCode: 400 })
    expect(await settingsOf(operator)).toEqual({ alerts, digest_hour: 18 })
  })

  test('what waited for the digest of a kind no longer taken in it goes; the rest stays', async () => {
    const operator = await t.users.operator()
    const digested = { ...EVERY_KIND_INSTANT, order_requested: 'digest', buyer_message: 'digest' }
    await send('PUT', '/ops/me/alerts/', operator, { alerts: digested })
    const buyer = await t.users.buyer()
    const order = await checkout(buyer)
    await send('POST', `/orders/${order.id}/messages/`, buyer, { body: 'Hello' })
    const waitingItems = async () =>
      (
        await queryRows<{ kind: string }>(
          t.database.db,
          sql`select kind from staff_digest_items where user_id = ${operator.id} order by id`,
        )
      ).map((row) => row.kind)
    expect(await waitingItems()).toEqual(['order_requested', 'buyer_message'])
    await send('PUT', '/ops/me/alerts/', operator, { alerts: { ...digested, order_requested: 'instant' } })
    expect(await waitingItems()).toEqual(['buyer_message'])
  })

  test('the overview counts what waits now: orders to quote, approved orders to ship, confirmations, unread messages', async () => {
    const operator = await t.users.operator()
    const before = await waiting(operator)
    const adminBefore = await waiting(admin)
    const buyer = await t.users.buyer()
    const [toQuote, toShip, proven] = [await checkout(buyer), await checkout(buyer), await checkout(buyer)]
    for (const order of [toShip, proven]) {
      await send('POST', `/ops/orders/${order.id}/quote/`, admin, { shipping_price: 10 })
      await send('POST', `/customer/approve-shipping-cost/${order.id}/`, buyer)
    }
    const { payload, headers } = multipart(SPEC_PDF, { name: 'slip.pdf', type: 'application/pdf' })
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${proven.id}/payment-proof/`,
      payload,
      headers: { ...headers, ...buyer.auth },
    })
    for (const body of ['Is it in stock?', 'Any news?'])
      await send('POST', `/orders/${toQuote.id}/messages/`, buyer, { body })
    expect(await waiting(operator)).toEqual({
      order_requested: before.order_requested + 1,
      quote_approved: before.quote_approved + 2,
      proof_sent: before.proof_sent + 1,
      buyer_message: before.buyer_message + 2,
      claim_opened: before.claim_opened,
    })
    // Unread is each person's own: the admin reads the conversation, the operator has not.
    const thread = (await send('GET', `/ops/orders/${toQuote.id}/messages/`, admin)).json()
    await send('POST', `/ops/orders/${toQuote.id}/messages/read/`, admin, { up_to: thread.results.at(-1).id })
    expect((await waiting(admin)).buyer_message).toBe(adminBefore.buyer_message)
    expect((await waiting(operator)).buyer_message).toBe(before.buyer_message + 2)
    const unread = (await send('GET', '/ops/me/waiting/', operator)).json().unread_orders
    expect(unread).toContainEqual({ id: toQuote.id, order_number: toQuote.order_number, unread: 2 })
  })
})
