import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs } from '../../testing/inject-as.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const ADDRESS = {
  full_name: 'Reza Karimi',
  email_address: 'reza@example.ir',
  phone_number: '+98 21 5555 0101',
  address: '12 Valiasr Ave',
  country: 'Iran',
  zip_code: '1416753955',
}

describe.each(databaseKinds())('the address book on %s', (kind) => {
  let t: TestApp

  const send = injectAs(() => t)
  const create = (user: TestUser, payload: object = ADDRESS) =>
    send('POST', '/customer/shipping-addresses/', user, payload)
  const list = async (user: TestUser) => (await send('GET', '/customer/shipping-addresses/', user)).json()

  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(() => t.close())

  test('a buyer saves an address; the first one becomes the default for shipping and billing', async () => {
    const buyer = await t.users.buyer()
    const res = await create(buyer, { ...ADDRESS, company_name: '  Karimi Trading  ', address_2: '' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ...ADDRESS,
      company_name: 'Karimi Trading',
      address_2: null,
      city: null,
      state: null,
      address_type: 'shipping',
      is_default_shipping: true,
      is_default_billing: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    const second = (await create(buyer, { ...ADDRESS, address: '7 Enghelab St' })).json()
    expect(second).toMatchObject({ is_default_shipping: false, is_default_billing: false })
    expect((await list(buyer)).map((a: { id: number }) => a.id)).toEqual([res.json().id, second.id])
  })

  test('one default of each kind: setting one takes it off the other', async () => {
    const buyer = await t.users.buyer()
    const home = (await create(buyer)).json()
    const office = (await create(buyer, { ...ADDRESS, address: 'Office', is_default_billing: true })).json()
    expect(office).toMatchObject({ is_default_shipping: false, is_default_billing: true })
    let all = await list(buyer)
    expect(all.find((a: { id: number }) => a.id === home.id)).toMatchObject({
      is_default_shipping: true,
      is_default_billing: false,
    })
    const moved = await send('PATCH', `/customer/shipping-addresses/${office.id}/`, buyer, {
      is_default_shipping: true,
    })
    expect(moved.json()).toMatchObject({ is_default_shipping: true, is_default_billing: true })
    all = await list(buyer)
    expect(all.filter((a: { is_default_shipping: boolean }) => a.is_default_shipping)).toHaveLength(1)
    expect(all[0].id).toBe(office.id)
  })

  test('a change touches only the fields sent', async () => {
    const buyer = await t.users.buyer()
    const saved = (await create(buyer, { ...ADDRESS, city: 'Tehran' })).json()
    const res = await send('PATCH', `/customer/shipping-addresses/${saved.id}/`, buyer, {
      zip_code: ' 1111 ',
      company_name: null,
      address_type: 'billing',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      ...ADDRESS,
      zip_code: '1111',
      city: 'Tehran',
      address_type: 'billing',
    })
  })

  test('refuses missing required fields and a malformed email, each field with its own message in the request language', async () => {
    const buyer = await t.users.buyer()
    const res = await send(
      'POST',
      '/customer/shipping-addresses/',
      buyer,
      { ...ADDRESS, full_name: '  ', email_address: 'reza@example', zip_code: undefined, country: undefined },
      { 'accept-language': 'fa' },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      full_name: ['نام و نام خانوادگی را وارد کنید.'],
      email_address: ['یک نشانی ایمیل معتبر وارد کنید.'],
      zip_code: ['کد پستی را وارد کنید.'],
      country: ['کشور را وارد کنید.'],
    })
    const patch = await send('PATCH', '/customer/shipping-addresses/1/', buyer, { phone_number: '' })
    expect(patch.json()).toEqual({ phone_number: ['Please enter a phone number.'] })
    const blank = await create(buyer, { address_type: 'shipping' })
    expect(blank.json()).toEqual({
      full_name: ['Please enter the full name.'],
      email_address: ['Please enter an email address.'],
      phone_number: ['Please enter a phone number.'],
      address: ['Please enter the street address.'],
      country: ['Please enter the country.'],
      zip_code: ['Please enter the postal code.'],
    })
    const extra = await create(buyer, { ...ADDRESS, user_id: 1 })
    expect(extra.json()).toEqual({ user_id: ['This field is not allowed.'] })
    expect(await list(buyer)).toEqual([])
  })

  test('a buyer deletes an address', async () => {
    const buyer = await t.users.buyer()
    const saved = (await create(buyer)).json()
    expect((await send('DELETE', `/customer/shipping-addresses/${saved.id}/`, buyer)).statusCode).toBe(204)
    expect((await send('DELETE', `/customer/shipping-addresses/${saved.id}/`, buyer)).json()).toEqual({
      detail: 'Address not found.',
      code: 'addresses.notFound',
    })
    expect(await list(buyer)).toEqual([])
  })

  test("another buyer's address answers 404 and stays as it was, defaults included", async () => {
    const [owner, other] = [await t.users.buyer(), await t.users.buyer()]
    const saved = (await create(owner)).json()
    await create(other)
    const patch = await send('PATCH', `/customer/shipping-addresses/${saved.id}/`, other, {
      full_name: 'Hijacked',
      is_default_shipping: true,
    })
    expect(patch.statusCode).toBe(404)
    expect((await send('DELETE', `/customer/shipping-addresses/${saved.id}/`, other)).statusCode).toBe(404)
    expect(await list(owner)).toEqual([saved])
    expect((await list(other))[0].is_default_shipping).toBe(true)
  })

  test('a buyer keeps at most 50 addresses', async () => {
    const buyer = await t.users.buyer()
    for (let i = 0; i < 50; i += 1) expect((await create(buyer)).statusCode).toBe(201)
    const res = await create(buyer)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'addresses.tooMany', params: { max: 50 } })
  })
})
