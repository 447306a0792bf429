import { describe, expect, test, vi } from 'vitest'
import { createInFlight } from './in-flight.ts'

describe('the register of shopper actions in flight', () => {
  test('refuses a second toggle of a product while its first is on its way', () => {
    const register = createInFlight()
    expect(register.begin('wishlist', 7)).toBe(true)
    expect(register.begin('wishlist', 7)).toBe(false)
    register.end('wishlist', 7)
    expect(register.begin('wishlist', 7)).toBe(true)
  })

  test('keeps cart adds and wishlist toggles apart, and reports both as busy', () => {
    const register = createInFlight()
    register.begin('cart', 1)
    expect(register.begin('wishlist', 1)).toBe(true)
    register.begin('wishlist', 2)
    expect([...register.busyIds()].sort()).toEqual([1, 2])
    register.end('wishlist', 1)
    expect(register.busyIds().has(1)).toBe(true)
    register.end('cart', 1)
    expect(register.busyIds().has(1)).toBe(false)
  })

  test('tells its listeners on every change, with a new set each time', () => {
    const register = createInFlight()
    const listener = vi.fn()
    const stop = register.subscribe(listener)
    const before = register.busyIds()
    register.begin('cart', 3)
    expect(register.busyIds()).not.toBe(before)
    register.end('cart', 3)
    register.end('cart', 3)
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    register.begin('cart', 4)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
