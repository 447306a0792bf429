import { describe, expect, test } from 'vitest'
import { ordersKeys } from './orders.ts'

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
