// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { aCart } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { NextTierHint } from './next-tier-hint.tsx'

const variation = {
  ...aCart().items[0]!.product_variation,
  price_tiers: [
    { min_quantity: 50, max_quantity: 499, price: 11.2 },
    { min_quantity: 500, max_quantity: null, price: 10.5 },
  ],
  stock: 800,
}

test('a cart line offers the next volume price, in the language of the page', () => {
  const hint = (lang: 'en' | 'fa' | 'ru', quantity: number) =>
    renderPage(<NextTierHint lang={lang} variation={variation} quantity={quantity} />, { lang }).container
      .textContent
  expect(hint('en', 50)).toBe('Buy 500 or more for $10.50 each.')
  expect(hint('ru', 120)).toBe('При заказе от 500 — 10,50\u00a0$ за единицу.')
  expect(hint('fa', 50)).toBe('با خرید ۵۰۰ واحد یا بیشتر، هر واحد \u200e$۱۰٫۵۰.')
  expect(hint('en', 500)).toBe('')
})
