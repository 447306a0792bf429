import type { ShippingAddress } from '@caravanserai/contracts/addresses'
import { describe, expect, test } from 'vitest'
import { addressLines, addressToValues, EMPTY_ADDRESS, requiredAddressFields } from './address-values.ts'
import { changedFields } from './changed-fields.ts'

const saved: ShippingAddress = {
  id: 7,
  full_name: 'Reza Karimi',
  email_address: 'reza@example.ir',
  phone_number: '+98 21 5555 0101',
  company_name: null,
  address: '12 Valiasr Ave',
  address_2: null,
  country: 'Iran',
  zip_code: '1416753955',
  city: 'Tehran',
  state: null,
  address_type: 'billing',
  is_default_shipping: false,
  is_default_billing: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}

describe('the address form values', () => {
  test('the form marks as required exactly the address fields the contract requires', () => {
    expect([...requiredAddressFields()].sort()).toEqual(
      ['address', 'country', 'email_address', 'full_name', 'phone_number', 'zip_code'].sort(),
    )
  })

  test('an edit sends only the fields whose value changed', () => {
    const parsed = { ...addressToValues(saved), full_name: 'Reza K.', zip_code: '1111' }
    const body = { ...parsed, company_name: null, address_2: null, state: null }
    expect(changedFields(body, saved)).toEqual({ full_name: 'Reza K.', zip_code: '1111' })
  })

  test('clearing an optional field sends it as null, and an unchanged form sends nothing', () => {
    expect(changedFields({ city: null, country: 'Iran' }, saved)).toEqual({ city: null })
    expect(changedFields({ full_name: 'Reza Karimi', is_default_billing: true }, saved)).toBeNull()
    expect(changedFields({ full_name: undefined }, saved)).toBeNull()
  })

  test('a saved address fills the form, absent optional fields as blank text', () => {
    expect(addressToValues(saved)).toEqual({
      ...EMPTY_ADDRESS,
      full_name: 'Reza Karimi',
      email_address: 'reza@example.ir',
      phone_number: '+98 21 5555 0101',
      address: '12 Valiasr Ave',
      country: 'Iran',
      zip_code: '1416753955',
      city: 'Tehran',
      address_type: 'billing',
      is_default_billing: true,
    })
  })

  test('a card shows street, locality and country, leaving blank parts out', () => {
    expect(addressLines(saved)).toEqual(['12 Valiasr Ave', 'Tehran, 1416753955', 'Iran'])
    expect(addressLines({ ...saved, address_2: 'Unit 4', city: null, state: 'Alborz' })).toEqual([
      '12 Valiasr Ave',
      'Unit 4',
      'Alborz, 1416753955',
      'Iran',
    ])
  })
})
