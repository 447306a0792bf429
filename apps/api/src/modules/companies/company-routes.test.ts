import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { companyKit } from './company-test-kit.ts'

const DAY_MS = 24 * 60 * 60 * 1000

describe.each(databaseKinds())('a company and its people on %s', (kind) => {
  let t: TestApp
  // In the past, so that the tokens the factory signs now stay valid for the app's clock.
  const now = new Date(Date.now() - 30 * DAY_MS)
  const { send, actFor, member } = companyKit(() => t)
  let n = 0
  const registration = (extra: object = {}) => ({
    name: 'Anahit Petrosyan',
    email: `founder${++n}-${kind}@company.example`,
    password: 'Caravan-Company-2026',
    phone_number: '+374 10 123456',
    address: '1 Abovyan St, Yerevan',
    tax_id: '01234567',
    ...extra,
  })

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now })
  })
  afterAll(() => t.close())

  test('registration makes a personal company, or the company the form names, owned by the registrant', async () => {
    const personal = await send('POST', '/accounts/register/', null, registration())
    expect(personal.statusCode).toBe(201)
    const mine = await send('GET', '/company/', { ...bearerOf(personal.json().access) })
    expect(mine.json()).toMatchObject({
      legal_name: null,
      is_personal: true,
      role: 'owner',
      tax_id: '01234567',
      approval_threshold: null,
    })

    const company = {
      legal_name: ' Ararat Trading LLC ',
      registration_number: '286.110.01234',
      country: 'am',
    }
    const named = await send('POST', '/accounts/register/', null, registration({ company }))
    expect(named.statusCode).toBe(201)
    expect((await send('GET', '/company/', bearerOf(named.json().access))).json()).toMatchObject({
      legal_name: 'Ararat Trading LLC',
      registration_number: '286.110.01234',
      legal_address: '',
      country: 'AM',
      tax_id: '01234567',
      is_personal: false,
      role: 'owner',
    })

    const blank = await send(
      'POST',
      '/accounts/register/',
      null,
      registration({ company: { legal_name: ' ' } }),
    )
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ 'company.legal_name': ["Enter the company's legal name."] })
  })

  test('the owner edits the details; the threshold is exact dollars; bad input is a 400 per field', async () => {
    const owner = await t.users.buyer()
    const patch = (who: TestUser, body: object) => send('PATCH', '/company/', who, body)
    const res = await patch(owner, {
      legal_name: 'Sevan Foods CJSC',
      tax_id: '02345678',
      legal_address: '5 Tumanyan St, Yerevan',
      country: ' ir ',
      approval_threshold: '2500.50',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      legal_name: 'Sevan Foods CJSC',
      country: 'IR',
      approval_threshold: '2500.50',
      is_personal: false,
    })
    const bad = await patch(owner, { country: 'XX', approval_threshold: '0', legal_name: 'x'.repeat(301) })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      country: ['Enter the country as its two-letter ISO code, such as AM or IR.'],
      approval_threshold: [
        'Enter the approval threshold as an amount in dollars above zero, with at most two decimals.',
      ],
      legal_name: ['Ensure this field has no more than 300 characters.'],
    })
    expect((await patch(owner, { approval_threshold: '12.345' })).statusCode).toBe(400)
    expect((await patch(owner, { approval_threshold: 10 })).statusCode).toBe(400)
    const cleared = await patch(owner, { approval_threshold: null, legal_name: '' })
    expect(cleared.json()).toMatchObject({ approval_threshold: null, legal_name: null, is_personal: true })
  })

  test('only an owner manages; staff buy for a company of one', async () => {
    const owner = await t.users.buyer()
    const buyer = await member(owner, 'buyer')
    const viewer = await member(owner, 'viewer')
    const refused = await send('PATCH', '/company/', buyer, { legal_name: 'Mine now' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'errors.companyRoleForbidden' })
    expect((await send('GET', '/company/', viewer)).json()).toMatchObject({ role: 'viewer' })
    expect((await send('PATCH', `/company/members/${viewer.id}/`, buyer, { role: 'owner' })).statusCode).toBe(
      403,
    )
    expect((await send('GET', '/company/invitations/', buyer)).statusCode).toBe(403)
    expect(
      (await send('POST', '/company/invitations/', viewer, { email: 'a@b.example', role: 'buyer' }))
        .statusCode,
    ).toBe(403)
    const staff = await t.users.admin()
    expect((await send('GET', '/company/mine/', staff)).json()).toEqual({ results: [] })
    const own = (await send('GET', '/company/', staff)).json()
    expect(own).toMatchObject({ is_personal: true, role: 'owner' })
    expect((await send('GET', '/company/mine/', staff)).json().results).toEqual([
      expect.objectContaining({ id: own.id, current: true }),
    ])
    expect((await send('GET', '/company/', null)).statusCode).toBe(401)
  })

  test('every member sees everyone; the owner changes roles and limits; the last owner stays', async () => {
    const owner = await t.users.buyer()
    const buyer = await member(owner, 'buyer')
    const list = await send('GET', '/company/members/', buyer)
    expect(list.statusCode).toBe(200)
    expect(list.json().results).toEqual([
      expect.objectContaining({ user_id: owner.id, email: owner.email, role: 'owner', monthly_limit: null }),
      expect.objectContaining({
        user_id: buyer.id,
        email: buyer.email,
        role: 'buyer',
        name: expect.any(String),
      }),
    ])

    const changed = await send('PATCH', `/company/members/${buyer.id}/`, owner, {
      role: 'approver',
      monthly_limit: '1500.00',
    })
    expect(changed.json()).toMatchObject({ user_id: buyer.id, role: 'approver', monthly_limit: '1500.00' })
    // The new role applies to the member's very next request.
    expect((await send('GET', '/company/', buyer)).json()).toMatchObject({ role: 'approver' })
    expect(
      (await send('PATCH', `/company/members/${buyer.id}/`, owner, { monthly_limit: '-1' })).statusCode,
    ).toBe(400)

    const last = await send('PATCH', `/company/members/${owner.id}/`, owner, { role: 'buyer' })
    expect(last.statusCode).toBe(409)
    expect(last.json()).toMatchObject({
      code: 'companies.lastOwner',
      detail:
        "This is the company's last owner. Make someone else an owner first, so that someone can still manage the company.",
    })
    expect((await send('PATCH', `/company/members/${buyer.id}/`, owner, { role: 'owner' })).statusCode).toBe(
      200,
    )
    expect((await send('PATCH', `/company/members/${owner.id}/`, owner, { role: 'buyer' })).statusCode).toBe(
      200,
    )
    const stranger = await t.users.buyer()
    expect(
      (await send('PATCH', `/company/members/${stranger.id}/`, buyer, { role: 'buyer' })).statusCode,
    ).toBe(404)
  })

  test('a removed member acts for their other company at once; a member may leave; never the last owner', async () => {
    const owner = await t.users.buyer()
    const buyer = await member(owner, 'buyer')
    const finance = await member(owner, 'finance')
    const own = (await myOwn(buyer))!

    expect((await send('DELETE', `/company/members/${finance.id}/`, buyer)).statusCode).toBe(403)
    expect((await send('DELETE', `/company/members/${buyer.id}/`, owner)).statusCode).toBe(204)
    // The session goes on, acting for the person's own company, through a refresh too.
    expect((await send('GET', '/company/', buyer)).json()).toMatchObject({ id: own, role: 'owner' })
    const refreshed = await send('POST', '/accounts/token/refresh/', null, { refresh: buyer.refresh })
    expect(refreshed.statusCode).toBe(200)
    expect((await send('GET', '/company/', bearerOf(refreshed.json().access))).json()).toMatchObject({
      id: own,
    })
    expect((await send('GET', '/company/members/', owner)).json().results).toHaveLength(2)

    expect((await send('DELETE', `/company/members/${finance.id}/`, finance)).statusCode).toBe(204)
    expect((await send('GET', '/company/', finance)).json()).toMatchObject({ id: (await myOwn(finance))! })
    const last = await send('DELETE', `/company/members/${owner.id}/`, owner)
    expect(last.statusCode).toBe(409)
    expect(last.json().code).toBe('companies.lastOwner')
    expect((await send('DELETE', `/company/members/${finance.id}/`, owner)).statusCode).toBe(404)
  })

  test('a person in two companies lists them and switches the company a session acts for', async () => {
    const owner = await t.users.buyer()
    await send('PATCH', '/company/', owner, { legal_name: 'Gyumri Textiles LLC' })
    const buyer = await member(owner, 'buyer')
    const own = (await myOwn(buyer))!
    const mine = await send('GET', '/company/mine/', buyer)
    // In the order the person joined them (the factory's company of one bears the real time).
    expect(mine.json().results).toHaveLength(2)
    expect(mine.json().results).toEqual(
      expect.arrayContaining([
        { id: own, legal_name: null, is_personal: true, role: 'owner', current: false },
        {
          id: owner.companyId,
          legal_name: 'Gyumri Textiles LLC',
          is_personal: false,
          role: 'buyer',
          current: true,
        },
      ]),
    )
    const back = await actFor(buyer, own)
    expect((await send('GET', '/company/', back)).json()).toMatchObject({ id: own, role: 'owner' })
    // The session keeps its company through a refresh.
    const refreshed = await send('POST', '/accounts/token/refresh/', null, { refresh: back.refresh })
    const again = { ...back, auth: { authorization: `Bearer ${refreshed.json().access}` } }
    expect((await send('GET', '/company/', again)).json()).toMatchObject({ id: own })

    const stranger = await t.users.buyer()
    const refused = await send('POST', '/company/switch/', buyer, { company_id: stranger.companyId })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().code).toBe('companies.notMember')
  })

  /** The company of one the factory made for `user`. */
  async function myOwn(user: TestUser) {
    const res = await send('GET', '/company/mine/', user)
    return res.json().results.find((c: { is_personal: boolean; role: string }) => c.role === 'owner')?.id as
      | number
      | undefined
  }

  function bearerOf(access: string): TestUser {
    return { id: 0, email: '', companyId: null, auth: { authorization: `Bearer ${access}` } }
  }
})
