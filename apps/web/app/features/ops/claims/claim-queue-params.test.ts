import { describe, expect, test } from 'vitest'
import { claimQueueFrom, claimQueueSearch } from './claim-queue-params.ts'

describe('the claims queue’s address', () => {
  test('opens on the open claims’ first page', () => {
    expect(claimQueueFrom(new URLSearchParams(''))).toEqual({ state: 'open', page: 1 })
    expect(claimQueueSearch({ state: 'open', page: 1 })).toBe('')
  })

  test('keeps a known state and a page above one', () => {
    const query = claimQueueFrom(new URLSearchParams('state=refunded&page=3'))
    expect(query).toEqual({ state: 'refunded', page: 3 })
    expect(claimQueueSearch(query)).toBe('?state=refunded&page=3')
    expect(claimQueueSearch({ state: 'open', page: 2 })).toBe('?page=2')
  })

  test('falls back on an unknown state and a page that is not a whole number above zero', () => {
    expect(claimQueueFrom(new URLSearchParams('state=closed&page=0'))).toEqual({ state: 'open', page: 1 })
    expect(claimQueueFrom(new URLSearchParams('state=rejected&page=2.5'))).toEqual({
      state: 'rejected',
      page: 1,
    })
    expect(claimQueueFrom(new URLSearchParams('page=-4'))).toEqual({ state: 'open', page: 1 })
  })
})
