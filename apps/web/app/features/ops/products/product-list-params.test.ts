import { describe, expect, test } from 'vitest'
import { productFiltersFrom, productListApiQuery, productSearchOf } from './product-list-params.ts'

const from = (query: string) => productFiltersFrom(new URLSearchParams(query))
const defaults = { search: '', status: null, category: null, page: 1 }

describe('the console product list URL', () => {
  test('reads search, status, category and page, trimming the search', () => {
    expect(from('search=%20silk%20&status=hidden&category=4&page=3')).toEqual({
      search: 'silk',
      status: 'hidden',
      category: 4,
      page: 3,
    })
  })

  test('falls back to the defaults for anything unknown', () => {
    expect(from('')).toEqual(defaults)
    expect(from('status=sold&category=0&page=-1')).toEqual(defaults)
    expect(from('category=2.5&page=abc')).toEqual(defaults)
    expect(from(`search=${'x'.repeat(500)}`).search).toHaveLength(200)
  })

  test('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(productSearchOf(defaults)).toBe('')
    const filters = { search: 'saffron tea', status: 'deleted' as const, category: 7, page: 2 }
    const query = productSearchOf(filters)
    expect(query).toBe('?search=saffron+tea&status=deleted&category=7&page=2')
    expect(from(query.slice(1))).toEqual(filters)
  })

  test('asks the API for pages of twenty, leaving out unset filters', () => {
    expect(productListApiQuery(defaults)).toEqual({
      search: undefined,
      status: undefined,
      category: undefined,
      page: 1,
      page_size: 20,
    })
  })
})
