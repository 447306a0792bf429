import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { emailsTo } from '../../testing/outbox.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { companyKit } from './company-test-kit.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const PASSWORD = 'Caravan-Invited-2026'

describe.each(databaseKinds())('company invitations on %s', (kind) => {
  let t: TestApp
  // In the past, so that the tokens the factory signs now stay valid for the app's clock.
  let now = new Date(Date.now() - 30 * DAY_MS)
  const { send, bearer, invite, lastInvitation, member } = companyKit(() => t)
  let n = 0
  const address = () => `invitee${++n}-${kind}@company.example`
  const check = (token: string) => send('GET', `/company/invitations/check/?token=${token}`, null)
  const accept = (token: string, body: object = {}, who: Parameters<typeof send>[2] = null) =>
    send('POST', '/company/invitations/accept/', who, { token, ...body })

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
  })
  afterAll(() => t.close())

  test('a person without an account accepts by the link, creating one that belongs only to the company', async () => {
    const owner = await t.users.buyer()
    await send('PATCH', '/company/', owner, { legal_name: 'Ararat Trading LLC' })
    const email = address()
    const sent = await send('POST', '/company/invitations/', owner, {
      email: ` ${email.toUpperCase()} `,
      role: 'approver',
      language: 'fa',
    })
    expect(sent.statusCode).toBe(201)
    expect(sent.json()).toMatchObject({
      email,
      role: 'approver',
      invited_by: expect.stringContaining('Test'),
    })
    expect(new Date(sent.json().expires_at).getTime()).toBe(now.getTime() + 7 * DAY_MS)
    const [mail] = (await emailsTo(t.database.db, email)).filter((e) => e.template === 'company_invite')
    expect(mail).toMatchObject({ locale: 'fa', subject: 'به Ararat Trading LLC در کاروانسرا بپیوندید' })
    expect(mail!.text).toMatch(/\/fa\/company-invite\?token=/)
    expect((await send('GET', '/company/invitations/', owner)).json().results).toEqual([sent.json()])

    const token = await lastInvitation(email)
    expect((await check(token)).json()).toEqual({
      company_name: 'Ararat Trading LLC',
      inviter: expect.stringContaining('Test'),
      role: 'approver',
      email,
      has_account: false,
    })
    const nameless = await accept(token, { password: PASSWORD })
    expect(nameless.statusCode).toBe(400)
    expect(nameless.json()).toEqual({ name: ['This field is required.'] })
    const weak = await accept(token, { name: 'Lilit Hakobyan', password: '12345678' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json()).toHaveProperty('password')

    const joined = await accept(token, {
      name: 'Lilit Hakobyan',
      password: PASSWORD,
      confirm_password: PASSWORD,
    })
    expect(joined.statusCode).toBe(200)
    expect(joined.json()).toMatchObject({ company_id: owner.companyId })
    const person = bearer(joined.json().access, { id: 0, email, companyId: owner.companyId })
    expect((await send('GET', '/company/', person)).json()).toMatchObject({
      id: owner.companyId,
      role: 'approver',
    })
    // No company of one: only the membership.
    expect((await send('GET', '/company/mine/', person)).json().results).toEqual([
      expect.objectContaining({ id: owner.companyId, role: 'approver', current: true }),
    ])
    const [user] = await queryRows<{ is_verified: boolean; first_name: string; locale: string }>(
      t.database.db,
      sql`select is_verified, first_name, locale from users where email = ${email}`,
    )
    expect(user).toEqual({ is_verified: true, first_name: 'Lilit', locale: 'en' })
    // Used up: the link says nothing more, and the list has no waiting invitation left.
    expect((await check(token)).statusCode).toBe(404)
    expect((await accept(token, { name: 'Someone', password: PASSWORD })).statusCode).toBe(404)
    expect((await send('GET', '/company/invitations/', owner)).json().results).toEqual([])
    // And signs in with the new password, acting for the company.
    const login = await send('POST', '/accounts/token/', null, { email, password: PASSWORD })
    const again = bearer(login.json().access, { id: 0, email, companyId: owner.companyId })
    expect((await send('GET', '/company/', again)).json()).toMatchObject({ id: owner.companyId })
  })

  test('a signed-in person accepts with the invited address only; an account elsewhere signs in first', async () => {
    const owner = await t.users.buyer()
    const invited = await t.users.buyer()
    const other = await t.users.buyer()
    const token = await invite(owner, invited.email, 'finance')
    expect((await check(token)).json()).toMatchObject({ company_name: null, has_account: true })

    const wrong = await accept(token, {}, other)
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({ code: 'companies.invitationOtherAddress' })
    expect(wrong.json().detail).toContain(invited.email)
    const visitor = await accept(token, { name: 'Not Me', password: PASSWORD })
    expect(visitor.statusCode).toBe(409)
    expect(visitor.json().code).toBe('companies.invitationSignIn')

    const joined = await accept(token, {}, invited)
    expect(joined.statusCode).toBe(200)
    const session = bearer(joined.json().access, invited)
    expect((await send('GET', '/company/', session)).json()).toMatchObject({
      id: owner.companyId,
      role: 'finance',
    })
    expect((await send('GET', '/company/mine/', invited)).json().results).toHaveLength(2)
    expect(
      (await send('POST', '/company/invitations/', owner, { email: invited.email, role: 'buyer' })).json(),
    ).toMatchObject({
      code: 'companies.alreadyMember',
    })
  })

  test('inviting again replaces the waiting invitation; revoked and expired links are a 404', async () => {
    const owner = await t.users.buyer()
    const email = address()
    const first = await invite(owner, email, 'buyer')
    const second = await invite(owner, email, 'viewer')
    expect((await check(first)).statusCode).toBe(404)
    expect((await check(second)).json()).toMatchObject({ role: 'viewer' })
    const waiting = (await send('GET', '/company/invitations/', owner)).json().results
    expect(waiting).toEqual([expect.objectContaining({ email, role: 'viewer' })])

    // Another company's owner does not find it; a member who is not an owner may not revoke it.
    const stranger = await t.users.buyer()
    expect((await send('DELETE', `/company/invitations/${waiting[0].id}/`, stranger)).statusCode).toBe(404)
    const buyer = await member(owner, 'buyer')
    expect((await send('DELETE', `/company/invitations/${waiting[0].id}/`, buyer)).statusCode).toBe(403)
    expect((await send('DELETE', `/company/invitations/${waiting[0].id}/`, owner)).statusCode).toBe(204)
    expect((await send('DELETE', `/company/invitations/${waiting[0].id}/`, owner)).statusCode).toBe(404)
    const revoked = await check(second)
    expect(revoked.statusCode).toBe(404)
    expect(revoked.json()).toMatchObject({ code: 'companies.invitationInvalid' })

    const late = await invite(owner, address(), 'buyer')
    const sentAt = now
    now = new Date(sentAt.getTime() + 7 * DAY_MS)
    expect((await check(late)).statusCode).toBe(200)
    now = new Date(sentAt.getTime() + 7 * DAY_MS + 1)
    expect((await check(late)).statusCode).toBe(404)
    expect((await accept(late, { name: 'Too Late', password: PASSWORD })).statusCode).toBe(404)
    now = sentAt
    expect((await check('no-such-token')).statusCode).toBe(404)
  })

  test('an owner sends at most 20 invitations an hour', async () => {
    const limited = await buildTestApp(kind, {
      clock: () => now,
      database: t.database,
      rateLimitPrefix: `rl-owner-${kind}-${Date.now()}:`,
    })
    try {
      const owner = await limited.users.buyer()
      const codes: number[] = []
      for (let i = 0; i < 21; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/company/invitations/',
          headers: owner.auth,
          payload: { email: address(), role: 'viewer' },
        })
        codes.push(res.statusCode)
      }
      expect(codes.slice(0, 20).every((code) => code === 201)).toBe(true)
      expect(codes[20]).toBe(429)
    } finally {
      await limited.close()
    }
  })

  test('the invitation links are limited per client address', async () => {
    const limited = await buildTestApp(kind, {
      clock: () => now,
      database: t.database,
      rateLimitPrefix: `rl-${kind}-${Date.now()}:`,
    })
    try {
      const codes: number[] = []
      for (let i = 0; i < 31; i++) {
        const res = await limited.app.inject({
          method: 'GET',
          url: '/api/company/invitations/check/?token=x',
        })
        codes.push(res.statusCode)
      }
      expect(codes.slice(0, 30).every((code) => code === 404)).toBe(true)
      expect(codes[30]).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
