import { describe, expect, test } from 'vitest'
import { orderIdOf, ordersKeys, pageOf } from './orders-api.ts'

describe('reading the orders routes', () => {
  test('an order id is a positive integer that fits the database, else nothing', () => {
    expect(orderIdOf('42')).toBe(42)
    expect(orderIdOf('2147483647')).toBe(2_147_483_647)
    for (const bad of [undefined, '', '0', '-3', '4.5', '1e3', 'abc', '2147483648', '99999999999'])
      expect(orderIdOf(bad), String(bad)).toBeNull()
  })

  test('a list page is a positive integer, else the first page', () => {
    expect(pageOf('3')).toBe(3)
    for (const bad of [null, '', '0', '-1', '2.5', 'two']) expect(pageOf(bad), String(bad)).toBe(1)
  })
})

describe('the orders query keys', () => {
  test("one user's lists and details share prefixes that leave other users alone", () => {
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
      prefix.every((part, i) => key[i] === part)
    expect(startsWith(ordersKeys.list(7, 'fa', 2, 5), ordersKeys.lists(7))).toBe(true)
    expect(startsWith(ordersKeys.list(8, 'fa', 2, 5), ordersKeys.lists(7))).toBe(false)
    expect(startsWith(ordersKeys.detail(7, 'en', 3), ordersKeys.details(7))).toBe(true)
    expect(ordersKeys.list(7, 'en', 1, 3)).not.toEqual(ordersKeys.list(7, 'en', 1, 5))
  })
})
