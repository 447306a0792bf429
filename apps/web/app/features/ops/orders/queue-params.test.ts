import { describe, expect, test } from 'vitest'
import { pageCount, queueApiQuery, queueFiltersFrom, queueSearchOf } from './queue-params.ts'

const from = (query: string) => queueFiltersFrom(new URLSearchParams(query))
const defaults = { status: null, payment: null, search: '', page: 1 }

describe('the operator queue URL', () => {
  test('reads status, search and page, trimming the search', () => {
    expect(from('status=processing&search=%20CS-2511%20&page=3')).toEqual({
      status: 'processing',
      payment: null,
      search: 'CS-2511',
      page: 3,
    })
  })

  test('reads the transfer confirmations waiting, and nothing else, as the payment filter', () => {
    expect(from('payment=proof_sent').payment).toBe('proof_sent')
    expect(from('payment=paid').payment).toBeNull()
    expect(from('payment=').payment).toBeNull()
  })

  test('falls back to every status, no search and the first page for anything unknown', () => {
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
    expect(queueSearchOf(defaults)).toBe('')
    const filters = { status: 'shipped' as const, payment: null, search: 'ani@example.com', page: 2 }
    const written = queueSearchOf(filters)
    expect(written).toBe('?status=shipped&search=ani%40example.com&page=2')
    expect(from(written.slice(1))).toEqual(filters)
    const waiting = { ...defaults, payment: 'proof_sent' as const, search: 'CS-2511' }
    expect(queueSearchOf(waiting)).toBe('?search=CS-2511&payment=proof_sent')
    expect(from(queueSearchOf(waiting).slice(1))).toEqual(waiting)
  })

  test('asks the API for 20 orders a page and leaves out empty filters', () => {
    expect(queueApiQuery(defaults)).toEqual({
      status: undefined,
      payment: undefined,
      search: undefined,
      page: 1,
      page_size: 20,
    })
    expect(queueApiQuery({ ...defaults, payment: 'proof_sent' }).payment).toBe('proof_sent')
  })

  test('counts pages of 20, never fewer than one', () => {
    expect([0, 1, 20, 21, 40, 41].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3])
  })
})
