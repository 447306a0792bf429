import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { multipart } from '../../testing/multipart.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { createTradingShop, type FixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { NOTICE_GAP_MS } from './conversation.ts'

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n')

describe.each(databaseKinds())('the order conversation on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let staff: TestUser
  const send = injectAs(() => t)

  const newOrder = async (lang = 'en') => {
    const buyer = await t.users.buyer()
    const order = await placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
      lang,
    })
    return { buyer, order }
  }
  const upload = (path: string, user: TestUser, file = PDF, name = 'spec.pdf') => {
    const { payload, headers } = multipart(file, { name, type: 'application/pdf' })
    return t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload,
      headers: { ...headers, ...user.auth },
    })
  }
  const conversationEmails = async (to: string) =>
    (
      await queryRows<{ next_attempt_at: string }>(
        t.database.db,
        sql`select next_attempt_at from email_outbox where to_address = ${to} and template = 'conversation_notice' order by id`,
      )
    ).map((r) => new Date(r.next_attempt_at).getTime())

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination, staff } = await createTradingShop(t))
  })
  afterAll(() => t.close())

  test('a buyer and an operator talk, with a file; each side counts what it has not read', async () => {
    const { buyer, order } = await newOrder()
    const file = await upload(`/orders/${order.id}/files/`, buyer)
    expect(file.statusCode).toBe(201)
    const posted = await send('POST', `/orders/${order.id}/messages/`, buyer, {
      body: 'Can you pack the saffron in 500 g tins? See https://example.com/spec',
      files: [file.json().id],
    })
    expect(posted.statusCode).toBe(201)
    expect(posted.json().results).toEqual([
      expect.objectContaining({
        body: 'Can you pack the saffron in 500 g tins? See https://example.com/spec',
        mine: true,
        author: { side: 'customer', name: expect.stringMatching(/^Test User/) },
        files: [
          expect.objectContaining({
            name: 'spec.pdf',
            download_url: expect.stringMatching(/^\/api\/orders\//),
          }),
        ],
      }),
    ])
    expect(posted.json().unread).toBe(0)

    const seen = (await send('GET', `/ops/orders/${order.id}/messages/`, staff)).json()
    expect(seen.unread).toBe(1)
    expect(seen.results[0]).toMatchObject({
      mine: false,
      files: [{ download_url: expect.stringMatching(/^\/api\/ops\//) }],
    })
    expect((await send('GET', '/ops/unread-messages/', staff)).json().orders).toContainEqual({
      id: order.id,
      order_number: order.order_number,
      unread: 1,
    })
    const queueRow = (await send('GET', `/ops/orders/${order.id}/`, staff)).json()
    expect(queueRow.unread_messages).toBe(1)
    const staffFile = await t.app.inject({ url: seen.results[0].files[0].download_url, headers: staff.auth })
    expect(staffFile.rawPayload.equals(PDF)).toBe(true)

    await send('POST', `/ops/orders/${order.id}/messages/read/`, staff, { up_to: seen.results[0].id })
    expect((await send('GET', `/ops/orders/${order.id}/`, staff)).json().unread_messages).toBe(0)
    await send('POST', `/ops/orders/${order.id}/messages/`, staff, {
      body: 'Yes, 500 g tins at no extra cost.',
    })
    // An operator's internal note never reaches the buyer's conversation.
    await send('POST', `/ops/orders/${order.id}/notes/`, staff, { body: 'Buyer asked for 500 g tins.' })
    const buyerView = (await send('GET', `/orders/${order.id}/messages/`, buyer)).json()
    expect(buyerView.results.map((m: { body: string }) => m.body)).toEqual([
      'Can you pack the saffron in 500 g tins? See https://example.com/spec',
      'Yes, 500 g tins at no extra cost.',
    ])
    expect(buyerView.results[1].author).toEqual({ side: 'staff', name: 'Test' })
    expect(buyerView.unread).toBe(1)
    expect((await send('GET', '/orders/unread-messages/', buyer)).json()).toEqual({
      total: 1,
      orders: [{ id: order.id, order_number: order.order_number, unread: 1 }],
    })
    await send('POST', `/orders/${order.id}/messages/read/`, buyer, { up_to: buyerView.results[1].id })
    expect((await send('GET', '/orders/unread-messages/', buyer)).json().total).toBe(0)
  })

  test('emails follow messages at most once per ten minutes per conversation and person', async () => {
    const { buyer, order } = await newOrder('ru')
    for (const body of ['One', 'Two', 'Three'])
      await send('POST', `/ops/orders/${order.id}/messages/`, staff, { body })
    const times = await conversationEmails(buyer.email)
    // The first at once; the next two share one email at the end of the gap.
    expect(times).toHaveLength(2)
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(NOTICE_GAP_MS - 1000)
    const [mail] = await emailsTo(t.database.db, buyer.email).then((all) =>
      all.filter((m) => m.template === 'conversation_notice'),
    )
    expect(mail).toMatchObject({ locale: 'ru' })
    expect(mail!.text).toContain(`/ru/orders/${order.id}#conversation`)
    expect(mail!.text).not.toContain('One')
    // Operators hear of the buyer's message through their alerts, the author of none of theirs.
    await send('POST', `/orders/${order.id}/messages/`, buyer, { body: 'Thank you' })
    const alerts = (await emailsTo(t.database.db, staff.email)).filter((m) => m.template === 'staff_alert')
    expect(alerts.at(-1)!.text).toContain(`/en/ops/orders/${order.id}#conversation`)
    expect((await conversationEmails(buyer.email)).length).toBe(2)
  })

  test("another buyer's order, a file of another order or one already sent answer 404 or 400", async () => {
    const { buyer, order } = await newOrder()
    const other = await newOrder()
    for (const [method, url, body] of [
      ['GET', `/orders/${order.id}/messages/`, undefined],
      ['POST', `/orders/${order.id}/messages/`, { body: 'x' }],
      ['POST', `/orders/${order.id}/messages/read/`, { up_to: 1 }],
    ] as const) {
      const res = await send(method, url, other.buyer, body)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().code).toBe('orders.notFound')
    }
    expect((await upload(`/orders/${order.id}/files/`, other.buyer)).statusCode).toBe(404)
    const theirs = (await upload(`/orders/${other.order.id}/files/`, other.buyer)).json()
    const foreign = await send('POST', `/orders/${order.id}/messages/`, buyer, {
      body: 'x',
      files: [theirs.id],
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().files).toEqual([expect.stringContaining('attached once')])
    const mine = (await upload(`/orders/${order.id}/files/`, buyer)).json()
    expect(
      (await send('POST', `/orders/${order.id}/messages/`, buyer, { files: [mine.id] })).statusCode,
    ).toBe(201)
    const again = await send('POST', `/orders/${order.id}/messages/`, buyer, {
      body: 'again',
      files: [mine.id],
    })
    expect(again.statusCode).toBe(400)
    const empty = await send(
      'POST',
      `/orders/${order.id}/messages/`,
      buyer,
      { body: '   ' },
      { 'accept-language': 'fa' },
    )
    expect(empty.statusCode).toBe(400)
    expect(empty.json().body[0]).toMatch(/[\u0600-\u06ff]/)
    const html = await upload(
      `/orders/${order.id}/files/`,
      buyer,
      Buffer.from('<svg onload=alert(1)>'),
      'x.svg',
    )
    expect(html.statusCode).toBe(415)
    const count = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_messages where order_id = ${order.id}`,
    )
    expect(count[0]!.n).toBe(1)
  })
})
