import { describe, expect, test } from 'vitest'
import { listFiltersFrom, listSearchOf, pagesOf } from './list-params.ts'

describe('a console list URL', () => {
  test('serves every console list with its own statuses and page sizes', () => {
    const inbox = (query: string) => listFiltersFrom(new URLSearchParams(query), ['open', 'handled'] as const)
    expect(inbox('status=handled&search=tea&page=2')).toEqual({ status: 'handled', search: 'tea', page: 2 })
    expect(inbox('status=shipped').status).toBeNull()
    expect(listSearchOf({ status: 'open', search: '', page: 1 })).toBe('?status=open')
    expect([0, 50, 51].map((n) => pagesOf(n, 50))).toEqual([1, 1, 2])
  })
})
