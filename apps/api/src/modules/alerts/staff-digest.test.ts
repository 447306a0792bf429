import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { type AlertTeam, alertTeam } from '../../testing/alerts-fixture.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { createTradingShop, type FixtureProduct, placeOrder } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { emailContext } from '../email/enqueue-email.ts'
import { sendDigests } from './staff-digest.ts'

const HOUR = 7
const at = (iso: string) => new Date(iso)

describe.each(databaseKinds())('staff digests on %s', (kind) => {
  let t: TestApp
  let product: FixtureProduct
  let destination: number
  let admin: TestUser
  let team: AlertTeam
  const send = injectAs(() => t)
  const run = (now: Date) =>
    sendDigests(t.database.db, { now, hour: HOUR, email: emailContext(testConfig(), t.app.log) })
  const digestsTo = async (to: string) =>
    (await emailsTo(t.database.db, to)).filter((mail) => mail.template === 'staff_digest')
  const checkout = (buyer: TestUser) =>
    placeOrder(t.app, buyer, {
      variationId: product.variationIds[0]!,
      quantity: 1,
      destinationId: destination,
    })
  const write = (buyer: TestUser, orderId: number) =>
    send('POST', `/orders/${orderId}/messages/`, buyer, { body: 'When will it leave?' })

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ product, destination, staff: admin } = await createTradingShop(t))
    team = await alertTeam(t, admin)
  })
  afterAll(() => t.close())

  test('once a day from its hour, what arrived since the last one, grouped by kind, each with its link', async () => {
    // Nothing waits yet: no digest, whatever the hour.
    expect(await run(at('2031-03-01T09:00:00Z'))).toBe(0)
    const buyer = await t.users.buyer()
    const first = await checkout(buyer)
    const second = await checkout(buyer)
    await send('POST', `/ops/orders/${first.id}/quote/`, admin, { shipping_price: 10 })
    await send('POST', `/customer/approve-shipping-cost/${first.id}/`, buyer)
    await write(buyer, second.id)
    await write(buyer, second.id)
    expect(await run(at('2031-03-02T06:59:00Z'))).toBe(0)
    expect(await run(at('2031-03-02T07:05:00Z'))).toBe(1)

    const [digest] = await digestsTo(team.digest.email)
    expect(digest).toMatchObject({ locale: 'ru' })
    expect(digest!.subject).toBe('Ваша ежедневная сводка за 2 марта 2031 г.')
    const link = (path: string) => `http://localhost:3000/ru/ops/orders/${path}`
    const line = (order: { order_number: string }) => `Заказ ${order.order_number}, Test User`
    const groups = digest!.text.slice(digest!.text.indexOf('Новые заказы'), digest!.text.indexOf('Открыть'))
    expect(groups.replace(/Test User \d+/g, 'Test User')).toBe(
      [
        'Новые заказы: 2',
        `- ${line(first)}: ${link(`${first.id}`)}`,
        `- ${line(second)}: ${link(`${second.id}`)}`,
        '',
        'Подтверждённая стоимость доставки: 1',
        `- ${line(first)}: ${link(`${first.id}`)}`,
        '',
        'Сообщения покупателей: 2',
        `- ${line(second)} (2): ${link(`${second.id}#conversation`)}`,
        '',
        '',
      ].join('\n'),
    )
    expect(digest!.html).toContain(`<a href="${link(`${second.id}#conversation`)}"`)
    for (const member of [team.instant, team.persian, team.off, team.deactivated, team.invitee])
      expect(await digestsTo(member.email)).toEqual([])

    // Later that day: nothing more, even with something new, which waits for the next day's.
    const third = await checkout(buyer)
    expect(await run(at('2031-03-02T08:05:00Z'))).toBe(0)
    expect(await run(at('2031-03-03T07:01:00Z'))).toBe(1)
    const next = (await digestsTo(team.digest.email)).at(-1)!
    expect(next.text).toContain('Новые заказы: 1')
    expect(next.text).toContain(third.order_number)
    expect(next.text).not.toContain(first.order_number)
    // Nothing new since: no digest.
    expect(await run(at('2031-03-04T07:01:00Z'))).toBe(0)
    expect(await digestsTo(team.digest.email)).toHaveLength(2)
  })

  test('two instances at once send each person one digest a day', async () => {
    const others = [await t.users.operator(), await t.users.admin(), await t.users.operator()]
    const everyKindDigest = {
      order_requested: 'digest',
      quote_approved: 'digest',
      proof_sent: 'digest',
      buyer_message: 'digest',
      claim_opened: 'digest',
    }
    for (const person of others) await send('PUT', '/ops/me/alerts/', person, { alerts: everyKindDigest })
    await checkout(await t.users.buyer())
    const now = at('2031-04-10T07:30:00Z')
    const sent = await Promise.all([run(now), run(now), run(now)])
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(others.length + 1)
    for (const person of [...others, team.digest]) {
      const mails = (await digestsTo(person.email)).filter((mail) => mail.subject.includes('2031'))
      expect(mails.filter((mail) => /10 (April|апреля) 2031/.test(mail.subject))).toHaveLength(1)
    }
    const [row] = await queryRows<{ days: number }>(
      t.database.db,
      sql`select count(*)::int as days from staff_digests where day = '2031-04-10'`,
    )
    expect(row!.days).toBe(others.length + 1)
  })

  test('what waited for someone deactivated is dropped, and they get no digest', async () => {
    const leaving = await t.users.operator()
    await send('PUT', '/ops/me/alerts/', leaving, {
      alerts: {
        order_requested: 'digest',
        quote_approved: 'off',
        proof_sent: 'off',
        buyer_message: 'off',
        claim_opened: 'off',
      },
    })
    await checkout(await t.users.buyer())
    await t.database.db.execute(sql`update users set is_active = false where id = ${leaving.id}`)
    await run(at('2031-05-01T07:00:00Z'))
    expect(await digestsTo(leaving.email)).toEqual([])
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from staff_digest_items where user_id = ${leaving.id}`,
    )
    expect(row!.n).toBe(0)
  })
})
