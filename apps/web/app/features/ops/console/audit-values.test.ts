import { describe, expect, test } from 'vitest'
import { shownValue, VALUE_SHOWN_MAX } from './audit-values.ts'

describe('a value of an audit change', () => {
  test('writes money, numbers, days and countries in the reader’s language', () => {
    expect(shownValue('en', 'shipping_price', '1250.00')).toMatchObject({ text: '$1,250.00' })
    expect(shownValue('en', 'variations.0.price', 14)).toMatchObject({ text: '$14.00' })
    expect(shownValue('en', 'variations.0.stock', 1200)).toMatchObject({ text: '1,200' })
    expect(shownValue('fa', 'variations.0.stock', 12)).toMatchObject({ text: '۱۲' })
    expect(shownValue('en', 'quote_valid_until', '2026-12-04')).toMatchObject({ text: 'Dec 4, 2026' })
    expect(shownValue('en', 'tracking_number', '12345')).toMatchObject({ text: '12345', long: false })
    expect(shownValue('ru', 'origin_country', 'IR')).toMatchObject({ text: 'Иран' })
  })

  test('says empty and yes or no plainly, and cuts long JSON', () => {
    expect(shownValue('en', 'hs_code', null)).toEqual({ kind: 'empty' })
    expect(shownValue('en', 'note', '')).toEqual({ kind: 'empty' })
    expect(shownValue('en', 'is_active', false)).toEqual({ kind: 'boolean', value: false })
    const long = shownValue('en', 'certificates.3', { name: 'ISO 22000', notes: 'x'.repeat(VALUE_SHOWN_MAX) })
    expect(long).toMatchObject({ kind: 'text', long: true, ltr: true })
  })
})
