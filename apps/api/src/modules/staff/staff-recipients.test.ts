import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { rfqCalls } from '../../testing/rfq-fixture.ts'
import { createTradingShop } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { staffRecipients } from './staff-queries.ts'

describe.each(databaseKinds())('who of the staff hears of the business on %s', (kind) => {
  let t: TestApp
  let admin: TestUser
  let operator: TestUser
  let deactivated: TestUser
  let destination: number
  const invitee = `invitee-${kind}@staff.example`
  const calls = rfqCalls(() => t)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    ;({ staff: admin, destination } = await createTradingShop(t))
    operator = await t.users.operator()
    deactivated = await t.users.operator()
    await t.database.db.execute(sql`update users set is_active = false where id = ${deactivated.id}`)
    const invited = await calls.send('POST', '/ops/staff/invitations/', admin, {
      email: invitee,
      role: 'admin',
      first_name: 'Arash',
      language: 'fa',
    })
    expect(invited.statusCode).toBe(201)
  })
  afterAll(() => t.close())

  test('an invitee who has not accepted and a deactivated member are not on the list', async () => {
    const people = (await staffRecipients(t.database.db)).map((p) => p.email)
    expect(people).toContain(admin.email)
    expect(people).toContain(operator.email)
    expect(people).not.toContain(invitee)
    expect(people).not.toContain(deactivated.email)
    expect((await staffRecipients(t.database.db, operator.id)).map((p) => p.email)).not.toContain(
      operator.email,
    )
  })

  test('a new request for quotation emails the team, not the invitee nor the deactivated', async () => {
    const buyer = await t.users.buyer()
    await calls.open(buyer, {
      title: 'Saffron, negin grade',
      quantity: 10,
      unit: 'kg',
      shipping_destination: destination,
    })
    const received = async (to: string) =>
      (await emailsTo(t.database.db, to)).filter((mail) => mail.template === 'rfq_received')
    expect(await received(admin.email)).toHaveLength(1)
    expect(await received(operator.email)).toHaveLength(1)
    expect(await received(invitee)).toEqual([])
    expect(await received(deactivated.email)).toEqual([])
  })
})
