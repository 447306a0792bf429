import { expect, test } from 'vitest'
import { alternates, jsonForScript, productLd } from './seo.ts'

test('lists the page in the four languages, Armenian as hy, and English as x-default', () => {
  expect(alternates('https://c.example', '/product/7')).toEqual([
    { hrefLang: 'en', href: 'https://c.example/en/product/7' },
    { hrefLang: 'ru', href: 'https://c.example/ru/product/7' },
    { hrefLang: 'hy', href: 'https://c.example/am/product/7' },
    { hrefLang: 'fa', href: 'https://c.example/fa/product/7' },
    { hrefLang: 'x-default', href: 'https://c.example/en/product/7' },
  ])
})

test('a product carries its offer, and a rating only once reviewed', () => {
  const base = {
    url: 'u',
    name: 'Saffron',
    description: 'd',
    images: [],
    sku: '1',
    category: 'Saffron',
    price: 11.2,
    inStock: true,
    rating: null,
    reviewCount: 0,
  }
  expect(productLd(base)).toMatchObject({ offers: { price: '11.20', priceCurrency: 'USD' } })
  expect(productLd(base)).not.toHaveProperty('aggregateRating')
  expect(productLd({ ...base, rating: 4.5, reviewCount: 2 })).toMatchObject({
    aggregateRating: { ratingValue: '4.5', reviewCount: 2 },
  })
})

test('inline JSON cannot close its script element', () => {
  expect(jsonForScript({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}')
})
