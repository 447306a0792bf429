import { describe, expect, test } from 'vitest'
import { fieldText } from './field-errors.ts'

const PRICE = {
  required: 'fields.priceRequired',
  invalid: 'fields.priceInvalid',
  too_small: 'fields.priceNegative',
}

describe('the message under a console field', () => {
  test('is nothing without an error', () => {
    expect(fieldText(undefined, PRICE)).toBeNull()
  })

  test("shows the server's own words as they came", () => {
    expect(fieldText({ type: 'server', message: 'Ungültig' }, PRICE)).toEqual({ text: 'Ungültig' })
  })

  test("names the form's own issues by message before the contract's by code", () => {
    expect(fieldText({ type: 'custom', message: 'required' }, PRICE)).toEqual({ key: 'fields.priceRequired' })
    expect(fieldText({ type: 'custom', message: 'invalid' }, PRICE)).toEqual({ key: 'fields.priceInvalid' })
    expect(fieldText({ type: 'too_small', message: 'Too small: expected number to be >=0' }, PRICE)).toEqual({
      key: 'fields.priceNegative',
    })
  })

  test('falls back to the field’s own fallback, then to a general message', () => {
    expect(fieldText({ type: 'invalid_type' }, PRICE)).toEqual({ key: 'fields.invalid' })
    expect(fieldText({ type: 'invalid_type' }, { fallback: 'fields.priceInvalid' })).toEqual({
      key: 'fields.priceInvalid',
    })
  })
})
