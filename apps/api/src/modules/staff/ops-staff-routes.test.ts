import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const PASSWORD = 'Caravan-Console-2026'

describe.each(databaseKinds())('staff and roles on %s', (kind) => {
  let t: TestApp
  // In the past, so that the tokens the factory signs now stay valid for the app's clock.
  let now = new Date(Date.now() - 30 * DAY_MS)
  let admin: TestUser
  let n = 0
  const send = injectAs(() => t)
  const email = () => `invitee${++n}-${kind}@staff.example`
  const invite = (who: TestUser, body: object) =>
    send('POST', '/ops/staff/invitations/', who, { role: 'operator', first_name: 'Narek', ...body })
  const confirm = (link: { uid: string; token: string }, body: object = {}) =>
    send('POST', '/accounts/staff-invite/confirm/', null, {
      ...link,
      first_name: 'Narek',
      last_name: 'Sahakyan',
      password: PASSWORD,
      ...body,
    })
  const invitations = async (to: string) => {
    const sent = (await emailsTo(t.database.db, to)).filter((e) => e.template === 'staff_invite')
    return sent.map((mail) => {
      const [, lang, uid, token] = /\/(\w\w)\/staff-invite\/([\w-]+)\/([\w-]+)/.exec(mail.text)!
      return { ...mail, lang, link: { uid: uid!, token: token! } }
    })
  }
  const audit = async (id: number) =>
    queryRows<{ action: string; actor_id: number; object_label: string; changes: object }>(
      t.database.db,
      sql`select action, actor_id, object_label, changes from audit_events
        where object_type = 'staff' and object_id = ${id} order by id`,
    )
  const bearer = (access: string) => ({
    id: 0,
    email: '',
    auth: { authorization: `Bearer ${access}` },
    companyId: null,
  })

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
    admin = await t.users.admin()
  })
  afterAll(() => t.close())

  test('an invited operator accepts by the emailed link, signs in, and keeps only what their role allows', async () => {
    const address = email()
    const invited = await invite(admin, { email: ` ${address.toUpperCase()} `, language: 'ru' })
    expect(invited.statusCode).toBe(201)
    const id = invited.json().id
    expect(invited.json()).toMatchObject({ email: address, role: 'operator', invitation: { expired: false } })
    expect(new Date(invited.json().invitation.expires_at).getTime()).toBe(now.getTime() + 3 * DAY_MS)
    // Resent in Armenian: the first link stops working.
    expect((await send('POST', `/ops/staff/${id}/invitation/`, admin, { language: 'am' })).statusCode).toBe(
      200,
    )
    const [first, second] = await invitations(address)
    expect(first).toMatchObject({
      lang: 'ru',
      locale: 'ru',
      subject: 'Приглашение в консоль «Караван-сарая»',
    })
    expect(first!.text).toContain(admin.email)
    expect(second).toMatchObject({ lang: 'am', locale: 'hy' })
    expect((await confirm(first!.link)).json()).toMatchObject({
      code: 'staff.inviteLinkInvalid',
      detail: 'This invitation link is invalid or has expired. Ask an admin to send you a new one.',
    })
    // Not a way in before the password is chosen.
    const login = () => send('POST', '/accounts/token/', null, { email: address, password: PASSWORD })
    expect((await login()).statusCode).toBe(401)

    const weak = await confirm(second!.link, { password: '12345678' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json()).toHaveProperty('password')
    const mismatch = await confirm(second!.link, { confirm_password: 'something else' })
    expect(mismatch.json()).toMatchObject({ confirm_password: ['Passwords do not match'] })
    expect((await confirm(second!.link, { confirm_password: PASSWORD })).statusCode).toBe(200)
    expect((await confirm(second!.link)).statusCode).toBe(400)
    expect((await send('POST', `/ops/staff/${id}/invitation/`, admin, {})).statusCode).toBe(409)

    const signedIn = await login()
    expect(signedIn.statusCode).toBe(200)
    const { access, refresh } = signedIn.json()
    const operator = bearer(access)
    expect((await send('GET', '/ops/orders/counts/', operator)).statusCode).toBe(200)
    expect((await send('GET', '/ops/staff/', operator)).statusCode).toBe(403)
    const listed = (await send('GET', '/ops/staff/', admin)).json().results
    expect(listed.find((m: { id: number }) => m.id === id)).toMatchObject({
      first_name: 'Narek',
      last_name: 'Sahakyan',
      invitation: null,
    })

    // A new role applies to the very next request, with the same token.
    expect((await send('PATCH', `/ops/staff/${id}/`, admin, { role: 'admin' })).json().role).toBe('admin')
    expect((await send('GET', '/ops/staff/', operator)).statusCode).toBe(200)

    // Removed: every session ends and the old access token no longer opens the console.
    expect((await send('DELETE', `/ops/staff/${id}/`, admin)).statusCode).toBe(204)
    expect((await send('POST', '/accounts/token/refresh/', null, { refresh })).statusCode).toBe(401)
    // Its session is over, so the access token it holds is refused outright.
    expect((await send('GET', '/ops/orders/counts/', operator)).statusCode).toBe(401)
    expect(
      (await send('GET', '/ops/staff/', admin)).json().results.map((m: { id: number }) => m.id),
    ).not.toContain(id)

    expect(await audit(id)).toEqual([
      {
        action: 'staff.invite',
        actor_id: admin.id,
        object_label: '',
        changes: { role: { before: null, after: 'operator' } },
      },
      { action: 'staff.invite', actor_id: admin.id, object_label: '', changes: {} },
      {
        action: 'staff.role_change',
        actor_id: admin.id,
        object_label: '',
        changes: { role: { before: 'operator', after: 'admin' } },
      },
      {
        action: 'staff.remove',
        actor_id: admin.id,
        object_label: '',
        changes: { role: { before: 'admin', after: null } },
      },
    ])
  })

  test('an address that has an account is refused, a buyer is never made staff here', async () => {
    const buyer = await t.users.buyer()
    for (const taken of [buyer.email, admin.email.toUpperCase()]) {
      const res = await invite(admin, { email: taken })
      expect(res.statusCode).toBe(409)
      expect(res.json().detail).toMatch(/already has an account.*npm run create-staff/)
    }
    const [row] = await queryRows<{ is_staff: boolean }>(
      t.database.db,
      sql`select is_staff from users where id = ${buyer.id}`,
    )
    expect(row!.is_staff).toBe(false)
    expect(await emailsTo(t.database.db, buyer.email)).toEqual([])
    expect((await send('DELETE', `/ops/staff/${buyer.id}/`, admin)).statusCode).toBe(404)
  })

  test('an invitation expires after 3 days; withdrawing one deletes the account it made', async () => {
    const late = email()
    const lateId = (await invite(admin, { email: late })).json().id
    const [mail] = await invitations(late)
    const start = now
    try {
      now = new Date(start.getTime() + 3 * DAY_MS + 1000)
      expect((await confirm(mail!.link)).statusCode).toBe(400)
    } finally {
      now = start
    }
    expect((await send('DELETE', `/ops/staff/${lateId}/`, admin)).statusCode).toBe(204)
    expect(await queryRows(t.database.db, sql`select 1 from users where id = ${lateId}`)).toEqual([])
    expect((await confirm(mail!.link)).statusCode).toBe(400)
    expect((await audit(lateId)).map((e) => e.action)).toEqual(['staff.invite', 'staff.remove'])
  })

  test('the last admin can be neither demoted nor removed, even by two removals at once', async () => {
    const [one, two] = [await t.users.admin(), await t.users.admin()]
    await t.database.db.execute(
      sql`update users set staff_role = 'operator' where staff_role = 'admin' and id not in (${one.id}, ${two.id})`,
    )
    // Each leaves at the same moment: exactly one may go.
    const both = await Promise.all([
      send('DELETE', `/ops/staff/${one.id}/`, one),
      send('DELETE', `/ops/staff/${two.id}/`, two),
    ])
    expect(both.map((res) => res.statusCode).sort()).toEqual([204, 409])
    const loser = both.find((res) => res.statusCode === 409)!
    expect(loser.json().detail).toMatch(/^This is the last admin\./)
    const last = both[0]!.statusCode === 409 ? one : two
    expect((await send('PATCH', `/ops/staff/${last.id}/`, last, { role: 'operator' })).statusCode).toBe(409)
    const self = await send('DELETE', `/ops/staff/${last.id}/`, last, undefined, { 'accept-language': 'fa' })
    expect(self.statusCode).toBe(409)
    expect(self.json().detail).toMatch(/^این آخرین مدیر است/)
    const admins = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where staff_role = 'admin'`,
    )
    expect(admins).toEqual([{ id: last.id }])
    // With a second admin, an admin may leave on their own.
    const other = await t.users.admin()
    expect((await send('DELETE', `/ops/staff/${last.id}/`, last)).statusCode).toBe(204)
    admin = other
  })

  test('invitations are limited per admin', async () => {
    const busy = await t.users.admin()
    for (let i = 0; i < 20; i++) expect((await invite(busy, { email: email() })).statusCode).toBe(201)
    const refused = await invite(busy, { email: email() })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect((await invite(admin, { email: email() })).statusCode).toBe(201)
  })
})
