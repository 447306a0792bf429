import { describe, expect, test } from 'vitest'
import { idOf, pageOf } from './route-params.ts'

describe('reading a route', () => {
  test('an id is a positive integer that fits the database, else nothing', () => {
    expect(idOf('42')).toBe(42)
    expect(idOf('2147483647')).toBe(2_147_483_647)
    for (const bad of [undefined, null, '', '0', '-3', '4.5', '1e3', 'abc', '2147483648', '99999999999'])
      expect(idOf(bad), String(bad)).toBeNull()
  })

  test('a list page is a positive integer, else the first page', () => {
    expect(pageOf('3')).toBe(3)
    for (const bad of [null, '', '0', '-1', '2.5', 'two']) expect(pageOf(bad), String(bad)).toBe(1)
  })
})
