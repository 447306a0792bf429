import { describe, expect, test } from 'vitest'
import { productFieldFilters, reviewFiltersFrom, reviewSearchOf } from './review-filters.ts'

describe('review list filters', () => {
  test('read from the address, unknown values falling back to all', () => {
    expect(
      reviewFiltersFrom(new URLSearchParams('rating=6&product=x&state=gone&page=0&search=%20tea%20')),
    ).toEqual({
      rating: null,
      product: null,
      state: null,
      search: 'tea',
      page: 1,
    })
    const filters = reviewFiltersFrom(new URLSearchParams('state=hidden&rating=2&product=12&page=3'))
    expect(filters).toEqual({ rating: 2, product: 12, state: 'hidden', search: '', page: 3 })
    expect(reviewSearchOf(filters)).toBe('?state=hidden&rating=2&product=12&page=3')
    expect(reviewSearchOf({ ...filters, rating: null, product: null, state: null, page: 1 })).toBe('')
  })

  test('the product field: a number in any script is a product, anything else a search', () => {
    expect(productFieldFilters(' #12 ')).toEqual({ product: 12, search: '' })
    expect(productFieldFilters('۱۲')).toEqual({ product: 12, search: '' })
    expect(productFieldFilters('Sargol 12')).toEqual({ product: null, search: 'Sargol 12' })
    expect(productFieldFilters('')).toEqual({ product: null, search: '' })
  })
})
