import { describe, expect, test } from 'vitest'
import { afterLoginPath, rememberedPath, signedInGuestPath } from './after-login.ts'

describe('where a signed-in buyer is sent', () => {
  test('login returns to the remembered page, query included, in the current language', () => {
    expect(afterLoginPath({ from: '/en/products?category=3' }, 'en')).toBe('/en/products?category=3')
    expect(afterLoginPath({ from: '/en/cart' }, 'fa')).toBe('/fa/cart')
  })

  test('without a remembered page login goes home and a guest page to the dashboard', () => {
    expect(afterLoginPath(null, 'ru')).toBe('/ru')
    expect(afterLoginPath({}, 'ru')).toBe('/ru')
    expect(signedInGuestPath(undefined, 'am')).toBe('/am/dashboard')
    expect(signedInGuestPath({ from: '/am/orders/12' }, 'am')).toBe('/am/orders/12')
  })

  test('refuses other sites and guest-only pages, which would loop', () => {
    for (const from of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 42, '']) {
      expect(rememberedPath({ from }, 'en')).toBeNull()
    }
    for (const from of [
      '/en/login',
      '/fa/register',
      '/ru/reset-password/abc?encoded_id=MQ',
      '/forgot-password',
    ]) {
      expect(rememberedPath({ from }, 'en')).toBeNull()
    }
    expect(rememberedPath({ from: '/en/login-help' }, 'en')).toBe('/en/login-help')
  })
})
