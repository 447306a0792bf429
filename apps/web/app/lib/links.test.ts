import { describe, expect, test } from 'vitest'
import { localizedPath, stripLang } from './links.ts'

describe('language-prefixed links', () => {
  test.each([
    ['/products', 'fa', '/fa/products'],
    ['/ru/cart', 'am', '/am/cart'],
    ['/en', 'ru', '/ru'],
    ['/', 'fa', '/fa'],
    ['/en/products?category=3&page=2', 'fa', '/fa/products?category=3&page=2'],
    ['/en?x=1', 'ru', '/ru?x=1'],
    ['products', 'en', '/en/products'],
    ['/english/x', 'ru', '/ru/english/x'],
  ] as const)('%s in %s is %s', (path, lang, expected) => {
    expect(localizedPath(path, lang)).toBe(expected)
  })

  test('strips only a supported language segment', () => {
    expect(stripLang('/fa/product/12')).toBe('/product/12')
    expect(stripLang('/de/product/12')).toBe('/de/product/12')
  })
})
