import { describe, expect, test } from 'vitest'
import { rateHistoryFrom, rateHistorySearch } from './rate-history-params.ts'

describe('the rate history’s address', () => {
  test('shows every currency’s rates, first page, by default', () => {
    expect(rateHistoryFrom(new URLSearchParams(''))).toEqual({ page: 1 })
    expect(rateHistorySearch({ page: 1 })).toBe('')
  })

  test('keeps a currency and a page above one', () => {
    const query = rateHistoryFrom(new URLSearchParams('currency=AMD&page=3'))
    expect(query).toEqual({ currency: 'AMD', page: 3 })
    expect(rateHistorySearch(query)).toBe('?currency=AMD&page=3')
  })

  test('drops a currency the shop does not show and a page that is not a whole number in range', () => {
    expect(rateHistoryFrom(new URLSearchParams('currency=amd&page=1.5'))).toEqual({ page: 1 })
    expect(rateHistoryFrom(new URLSearchParams('currency=XYZ&page=-2'))).toEqual({ page: 1 })
    expect(rateHistoryFrom(new URLSearchParams('page=99999999999'))).toEqual({ page: 1 })
  })
})
