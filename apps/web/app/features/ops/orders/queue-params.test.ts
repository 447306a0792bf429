import { describe, expect, test } from 'vitest'
import { listSearchOf } from '../console/list-params.ts'
import { pageCount, queueApiQuery, queueFiltersFrom } from './queue-params.ts'

const from = (query: string) => queueFiltersFrom(new URLSearchParams(query))

describe('the operator queue URL', () => {
  test('reads status, search and page, trimming the search', () => {
    expect(from('status=processing&search=%20CS-2511%20&page=3')).toEqual({
      status: 'processing',
      search: 'CS-2511',
      page: 3,
    })
  })

  test('falls back to every status, no search and the first page for anything unknown', () => {
    const defaults = { status: null, search: '', page: 1 }
    expect(from('')).toEqual(defaults)
    expect(from('status=lost&page=0')).toEqual(defaults)
    expect(from('page=-2')).toEqual(defaults)
    expect(from('page=2.5')).toEqual(defaults)
    expect(from('page=abc')).toEqual(defaults)
  })

  test('keeps a long search within what the API accepts', () => {
    expect(from(`search=${'x'.repeat(500)}`).search).toHaveLength(200)
  })

  test('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(listSearchOf({ status: null, search: '', page: 1 })).toBe('')
    const filters = { status: 'shipped' as const, search: 'ani@example.com', page: 2 }
    const written = listSearchOf(filters)
    expect(written).toBe('?status=shipped&search=ani%40example.com&page=2')
    expect(from(written.slice(1))).toEqual(filters)
  })

  test('asks the API for 20 orders a page and leaves out empty filters', () => {
    expect(queueApiQuery({ status: null, search: '', page: 1 })).toEqual({
      status: undefined,
      search: undefined,
      page: 1,
      page_size: 20,
    })
  })

  test('counts pages of 20, never fewer than one', () => {
    expect([0, 1, 20, 21, 40, 41].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3])
  })
})
