import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const PROFILE = {
  legal_name: 'Caravanserai Export Trading Co.',
  address: '14 Enghelab Street\nTehran 11316\nIran',
  tax_id: '4111-2233-4455',
  email: 'sales@caravanserai.example',
  phone: '+98 21 5555 0101',
}
const ACCOUNT = {
  beneficiary: 'Caravanserai Export Trading Co.',
  bank_name: 'Demo Commercial Bank',
  account_number: ' AM00  0000 1234 5678 ',
  swift: 'demoam22',
}

describe.each(databaseKinds())("the seller's details on %s", (kind) => {
  let t: TestApp
  let staff: TestUser
  const send = injectAs(() => t)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    staff = await t.users.staff()
  })
  afterAll(() => t.close())

  test('an operator sets the profile and a bank account per currency, and replaces them', async () => {
    expect((await send('GET', '/ops/seller/', staff)).json()).toEqual({
      profile: null,
      bank_accounts: [],
      currency: 'USD',
    })
    expect((await send('PUT', '/ops/seller/', staff, PROFILE)).json().profile).toEqual(PROFILE)
    const saved = await send('PUT', '/ops/seller/bank-accounts/USD/', staff, ACCOUNT)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({
      currency: 'USD',
      beneficiary: ACCOUNT.beneficiary,
      bank_name: ACCOUNT.bank_name,
      bank_address: '',
      account_number: 'AM00 0000 1234 5678',
      swift: 'DEMOAM22',
      intermediary: '',
      notes: '',
    })
    await send('PUT', '/ops/seller/bank-accounts/EUR/', staff, { ...ACCOUNT, notes: 'SEPA only' })
    await send('PUT', '/ops/seller/', staff, { ...PROFILE, phone: '+98 21 5555 0102' })
    const settings = (await send('GET', '/ops/seller/', staff)).json()
    expect(settings.profile.phone).toBe('+98 21 5555 0102')
    expect(settings.bank_accounts.map((a: { currency: string }) => a.currency)).toEqual(['EUR', 'USD'])
    expect((await send('DELETE', '/ops/seller/bank-accounts/EUR/', staff)).statusCode).toBe(204)
    expect((await send('DELETE', '/ops/seller/bank-accounts/EUR/', staff)).statusCode).toBe(404)
  })

  test('bad details are refused in the operator language and change nothing', async () => {
    const before = (await send('GET', '/ops/seller/', staff)).json()
    const ru = { 'accept-language': 'ru' }
    const swift = await send(
      'PUT',
      '/ops/seller/bank-accounts/USD/',
      staff,
      { ...ACCOUNT, swift: 'BANK' },
      ru,
    )
    expect(swift.statusCode).toBe(400)
    expect(swift.json().swift[0]).toMatch(/SWIFT.*[А-Яа-я]|[А-Яа-я].*SWIFT/)
    const currency = await send('PUT', '/ops/seller/bank-accounts/usd/', staff, ACCOUNT, ru)
    expect(currency.statusCode).toBe(400)
    const profile = await send('PUT', '/ops/seller/', staff, { ...PROFILE, email: 'not an email' }, ru)
    expect(profile.statusCode).toBe(400)
    expect(profile.json().email).toHaveLength(1)
    const unknown = await send('PUT', '/ops/seller/', staff, { ...PROFILE, iban: 'x' })
    expect(unknown.statusCode).toBe(400)
    expect((await send('GET', '/ops/seller/', staff)).json()).toEqual(before)
  })
})
