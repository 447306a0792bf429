import { describe, expect, test } from 'vitest'
import { payoutHistoryFrom, payoutHistorySearch } from './payout-params.ts'

describe('the payout history’s address', () => {
  test('shows every supplier’s payouts, first page, by default', () => {
    expect(payoutHistoryFrom(new URLSearchParams(''))).toEqual({ page: 1 })
    expect(payoutHistorySearch({ page: 1 })).toBe('')
  })

  test('keeps a supplier and a page above one', () => {
    const query = payoutHistoryFrom(new URLSearchParams('producer=12&page=3'))
    expect(query).toEqual({ producer: 12, page: 3 })
    expect(payoutHistorySearch(query)).toBe('?producer=12&page=3')
  })

  test('drops a supplier or page that is not a whole number in range', () => {
    expect(payoutHistoryFrom(new URLSearchParams('producer=abc&page=1.5'))).toEqual({ page: 1 })
    expect(payoutHistoryFrom(new URLSearchParams('producer=0&page=-2'))).toEqual({ page: 1 })
    expect(payoutHistoryFrom(new URLSearchParams('producer=99999999999'))).toEqual({ page: 1 })
  })
})
