import type { CompanyRole } from '@caravanserai/contracts/company-roles'
import { expect } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { emailsTo } from '../../testing/outbox.ts'

/** A person signed in through a session bound to one company, with its refresh token. */
export type CompanyUser = TestUser & { refresh: string }

/** Calls and fixtures the company tests share: sessions for a company, memberships, links. */
export function companyKit(testApp: () => TestApp) {
  const send = injectAs(testApp)
  const bearer = (access: string, base: Pick<TestUser, 'id' | 'email' | 'companyId'>, refresh = '') => ({
    ...base,
    auth: { authorization: `Bearer ${access}` },
    refresh,
  })

  /** `user` acting for `companyId`, through POST /company/switch/. */
  async function actFor(user: TestUser, companyId: number): Promise<CompanyUser> {
    const res = await send('POST', '/company/switch/', user, { company_id: companyId })
    expect(res.statusCode).toBe(200)
    const { access, refresh } = res.json()
    return bearer(access, { ...user, companyId }, refresh)
  }

  /** A new buyer made a member of `companyId` by an owner's invitation, acting for it. */
  async function member(owner: TestUser, role: CompanyRole): Promise<CompanyUser> {
    const person = await testApp().users.buyer()
    const token = await invite(owner, person.email, role)
    const res = await send('POST', '/company/invitations/accept/', person, { token })
    expect(res.statusCode).toBe(200)
    const { access, refresh } = res.json()
    return bearer(access, { ...person, companyId: owner.companyId }, refresh)
  }

  /** The token of the invitation `owner` sends to `email`, read from the email. */
  async function invite(owner: TestUser, email: string, role: CompanyRole = 'buyer', language?: string) {
    const res = await send('POST', '/company/invitations/', owner, { email, role, language })
    expect(res.statusCode).toBe(201)
    return lastInvitation(email)
  }

  async function lastInvitation(email: string) {
    const mail = (await emailsTo(testApp().database.db, email.trim().toLowerCase()))
      .filter((e) => e.template === 'company_invite')
      .at(-1)
    const token = /\/company-invite\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
    if (!token) throw new Error(`no invitation to ${email}`)
    return token
  }

  return { send, bearer, actFor, member, invite, lastInvitation }
}
