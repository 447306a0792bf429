import { describe, expect, test } from 'vitest'
import { EMPTY_REGISTRATION, registrationBody, resetLinkOf } from './auth-forms.ts'
import { RegisterFormSchema, ResetFormSchema } from './auth-schemas.ts'

const filled = {
  ...EMPTY_REGISTRATION,
  name: 'Ani Petrosyan',
  email: ' Ani@Example.COM ',
  phone_number: '+374 10 555 123',
  password: 'Saffron-Route-2026',
  confirm_password: 'Saffron-Route-2026',
  address: '12 Abovyan Street, Yerevan',
  tax_id: 'AM-0042-7788',
  terms: true,
}

function problems(input: unknown) {
  const result = RegisterFormSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the registration form', () => {
  test('an empty form has a problem on each of the seven fields and the terms box', () => {
    expect(Object.keys(problems(EMPTY_REGISTRATION)).sort()).toEqual(
      ['address', 'confirm_password', 'email', 'name', 'password', 'phone_number', 'tax_id', 'terms'].sort(),
    )
  })

  test('checks the passwords match and the contract rules, all at once', () => {
    expect(problems({ ...filled, confirm_password: 'Saffron-Route-2025', phone_number: 'call me' })).toEqual({
      confirm_password: 'accounts.passwordsDoNotMatch',
      phone_number: 'accounts.invalidPhoneNumber',
    })
    expect(problems({ ...filled, password: '12345678901', confirm_password: '12345678901' })).toEqual({
      password: 'accounts.passwordAllDigits',
    })
  })

  test('sends a customer registration without the terms box, email normalised', () => {
    const body = registrationBody(RegisterFormSchema.parse(filled))
    expect(body).not.toHaveProperty('terms')
    expect(body).toMatchObject({ email: 'ani@example.com', user_type: 'customer', name: 'Ani Petrosyan' })
  })
})

describe('the company block of registration', () => {
  const company = {
    legal_name: ' Ararat Trading LLC ',
    registration_number: '',
    legal_address: '',
    country: ' am ',
  }

  test('is sent only when "I buy for a company" is ticked, a blank country as none', () => {
    expect(registrationBody(RegisterFormSchema.parse({ ...filled, company }))).not.toHaveProperty('company')
    const ticked = registrationBody(RegisterFormSchema.parse({ ...filled, for_company: true, company }))
    expect(ticked).not.toHaveProperty('for_company')
    expect(ticked.company).toEqual({
      legal_name: 'Ararat Trading LLC',
      registration_number: '',
      legal_address: '',
      country: 'AM',
    })
    const blank = RegisterFormSchema.parse({
      ...filled,
      for_company: true,
      company: { ...company, country: '' },
    })
    expect(blank.company?.country).toBeNull()
  })

  test('needs the legal name and a real country code when ticked', () => {
    expect(
      problems({
        ...filled,
        for_company: true,
        company: { ...company, legal_name: ' ', country: 'Armenia' },
      }),
    ).toEqual({
      'company.legal_name': 'companies.legalNameRequired',
      'company.country': 'companies.countryInvalid',
    })
  })
})

describe('the reset form and link', () => {
  test('needs both passwords, matching', () => {
    const link = { uid: 'MQ', token: 'tok' }
    expect(
      ResetFormSchema.safeParse({ ...link, password: 'Saffron-Route-2026', confirm_password: '' }).success,
    ).toBe(false)
    const mismatch = ResetFormSchema.safeParse({
      ...link,
      password: 'Saffron-Route-2026',
      confirm_password: 'x',
    })
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['accounts.passwordsDoNotMatch'])
  })

  test('reads the token and encoded_id of the emailed link, and the uid/token form', () => {
    expect(resetLinkOf({ token: 'tok' }, new URLSearchParams('encoded_id=MQ'))).toEqual({
      uid: 'MQ',
      token: 'tok',
    })
    expect(resetLinkOf({ uid: 'MQ', token: 'tok' }, new URLSearchParams())).toEqual({
      uid: 'MQ',
      token: 'tok',
    })
    expect(resetLinkOf({ token: 'tok' }, new URLSearchParams())).toBeNull()
    expect(resetLinkOf({ token: 'tok' }, new URLSearchParams('encoded_id='))).toBeNull()
  })
})
