import { describe, expect, test } from 'vitest'
import {
  addDays,
  localDay,
  type OfferInput,
  offerDefaults,
  offerFormSchema,
  offerTotal,
} from './offer-form-values.ts'

const TODAY = '2026-12-01'

const typed = (fields: Partial<OfferInput> = {}): OfferInput => ({
  product_variation: '8',
  quantity: '500',
  unit_price: '10.50',
  shipping_price: '320',
  incoterm: 'DAP',
  incoterm_place: '',
  valid_until: '2026-12-15',
  notes: '',
  hs_code: '',
  origin_country: 'IR',
  net_weight_kg: '',
  gross_weight_kg: '',
  ...fields,
})

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string; code: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]))
}

describe('the offer form', () => {
  test('what the operator typed becomes the contract body', () => {
    const result = offerFormSchema('en', TODAY, true).safeParse(typed({ incoterm_place: ' Poti port ' }))
    expect(result.data).toEqual({
      product_variation: 8,
      quantity: 500,
      unit_price: 10.5,
      shipping_price: 320,
      incoterm: 'DAP',
      incoterm_place: 'Poti port',
      valid_until: '2026-12-15',
      notes: '',
      origin_country: 'IR',
    })
  })

  test('a free-text offer needs its customs facts, weights typed the page language’s way', () => {
    const blank = offerFormSchema('ru', TODAY, false, true).safeParse(typed({ product_variation: '' }))
    expect(messages(blank)).toEqual({
      hs_code: 'required',
      net_weight_kg: 'required',
      gross_weight_kg: 'required',
    })
    const below = offerFormSchema('ru', TODAY, false, true).safeParse(
      typed({ hs_code: '0813 40', net_weight_kg: '1,5', gross_weight_kg: '1,25' }),
    )
    expect(messages(below)).toEqual({ gross_weight_kg: 'grossBelowNet' })
    const result = offerFormSchema('ru', TODAY, false, true).safeParse(
      typed({ hs_code: '0813 40', origin_country: 'af', net_weight_kg: '1 000', gross_weight_kg: '1 012,5' }),
    )
    expect(result.data).toMatchObject({
      hs_code: '081340',
      origin_country: 'AF',
      net_weight_kg: 1000,
      gross_weight_kg: 1012.5,
    })
    // A catalogue offer may leave them to its product.
    const catalogue = offerFormSchema('en', TODAY, true).safeParse(typed({ origin_country: '' }))
    expect(catalogue.data).toMatchObject({
      hs_code: undefined,
      origin_country: undefined,
      net_weight_kg: undefined,
    })
  })

  test('amounts are read the page language’s way', () => {
    const result = offerFormSchema('ru', TODAY, false).safeParse(
      typed({ quantity: '1 000', unit_price: '10,5', shipping_price: '1 250,75' }),
    )
    expect(result.data).toMatchObject({
      product_variation: undefined,
      quantity: 1000,
      unit_price: 10.5,
      shipping_price: 1250.75,
    })
  })

  test('a catalogue product needs its variation; the prices and the last day are required', () => {
    const result = offerFormSchema('en', TODAY, true).safeParse(
      typed({ product_variation: '', unit_price: '', shipping_price: 'free', valid_until: '' }),
    )
    expect(messages(result)).toEqual({
      product_variation: 'required',
      unit_price: 'required',
      shipping_price: 'invalid',
      valid_until: 'required',
    })
  })

  test('the quantity is whole, prices have cents at most, and the offer does not end before today', () => {
    const result = offerFormSchema('en', TODAY, true).safeParse(
      typed({ quantity: '2.5', unit_price: '1.005', valid_until: '2026-11-30' }),
    )
    const codes = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.code]))
    expect(codes).toMatchObject({ quantity: 'invalid_type', unit_price: 'not_multiple_of' })
    expect(messages(result).valid_until).toBe('past')
  })
})

test('the first values take the request’s variation and whole quantity and hold for 14 days', () => {
  expect(
    offerDefaults('fa', { product_variation: { id: 8, name: 'x' }, quantity: 500 }, TODAY),
  ).toMatchObject({
    product_variation: '8',
    quantity: '۵۰۰',
    incoterm: 'DAP',
    valid_until: '2026-12-15',
  })
  expect(offerDefaults('en', { product_variation: null, quantity: 2.5 }, TODAY)).toMatchObject({
    product_variation: '',
    quantity: '',
  })
})

test('days are counted on the calendar, across months and years', () => {
  expect(addDays('2026-12-25', 14)).toBe('2027-01-08')
  expect(localDay(new Date(2026, 1, 3, 0, 5))).toBe('2026-02-03')
})

test('the total is counted in whole cents, once the three amounts read as numbers', () => {
  expect(offerTotal('en', { quantity: '3', unit_price: '0.10', shipping_price: '0.20' })).toBe(0.5)
  expect(offerTotal('en', { quantity: '500', unit_price: '10.50', shipping_price: '320' })).toBe(5570)
  expect(offerTotal('en', { quantity: '500', unit_price: '', shipping_price: '320' })).toBeNull()
  expect(offerTotal('en', { quantity: '2.5', unit_price: '1', shipping_price: '0' })).toBeNull()
})
