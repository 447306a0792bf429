// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import { describe, expect, test } from 'vitest'
import type { CardProduct } from '../../api/product-cards.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { CardPrice } from './card-price.tsx'

const card = (price: number, lowest: number): CardProduct => ({
  id: 7,
  name: 'Sargol saffron',
  description: '',
  is_wishlisted: false,
  producer: null,
  product_variations: [{ id: 8, price, lowest_price: lowest, minimum_order_quantity: 1, images: [] }],
})

const shown = (lang: Lang, product: CardProduct) =>
  renderPage(<CardPrice lang={lang} product={product} />, { lang }).container.textContent

describe("a card's price", () => {
  test('spans from the lowest volume price to the first one', () => {
    expect(shown('en', card(12.4, 11.1))).toBe('$11.10 – $12.40per unit, by quantity')
  })

  test('is written the way each language writes a range of amounts', () => {
    expect(shown('ru', card(12.4, 11.1))).toBe('11,10–12,40\u00a0$за единицу, зависит от количества')
    expect(shown('fa', card(12.4, 11.1))).toBe('\u200e$۱۱٫۱۰–۱۲٫۴۰قیمت هر واحد، بسته به تعداد')
  })

  test('is one price when the variation has no volume tiers', () => {
    expect(shown('en', card(12.4, 12.4))).toBe('$12.40')
  })

  test('is zero for a product without variations, as before', () => {
    expect(shown('en', { ...card(1, 1), product_variations: [] })).toBe('$0.00')
  })
})
