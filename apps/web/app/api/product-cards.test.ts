import type { Product } from '@caravanserai/contracts/catalog'
import { describe, expect, it } from 'vitest'
import { CARD_DESCRIPTION_LIMIT, excerpt, toCard } from './product-cards.ts'

const image = (n: number) => ({
  id: n,
  photo: `/media/p${n}-1200.webp`,
  width: 1200,
  height: 900,
  alt: `picture ${n}`,
  srcset: `/media/p${n}-320.webp 320w`,
})
const variation = (id: number, price: number) => ({
  id,
  name: `variation ${id}`,
  price,
  price_tiers: [
    { min_quantity: 5, max_quantity: 99, price },
    { min_quantity: 100, max_quantity: null, price: price - 1 },
  ],
  stock: 40,
  minimum_order_quantity: 5,
  images: [image(id * 10), image(id * 10 + 1)],
  product_attributes: [{ attribute: { id: 1, name: 'Type' }, value: { id: 2, value: 'Sargol' } }],
})
const product: Product = {
  id: 7,
  name: 'Sargol saffron',
  description: 'Short.',
  producer: { id: 1, name: 'Golestan', is_verified: true },
  category: { id: 1, name: 'Saffron' },
  product_type: { id: 1, name: 'Threads' },
  price: 11.2,
  price_tiers: [
    { min_quantity: 5, max_quantity: 99, price: 11.2 },
    { min_quantity: 100, max_quantity: null, price: 10.2 },
  ],
  rating: 4.5,
  review_count: 2,
  attributes: [{ id: 1, name: 'Type', values: ['Sargol'] }],
  is_wishlisted: true,
  created_at: '2026-11-01T00:00:00Z',
  product_variations: [variation(1, 11.2), variation(2, 49.5)],
}

describe('the card a list keeps of a product', () => {
  it('keeps the first variation with its first picture (without its alternative text), prices and minimum order', () => {
    expect(toCard(product)).toEqual({
      id: 7,
      name: 'Sargol saffron',
      description: 'Short.',
      is_wishlisted: true,
      producer: { id: 1, name: 'Golestan', is_verified: true },
      product_variations: [
        {
          id: 1,
          price: 11.2,
          lowest_price: 10.2,
          minimum_order_quantity: 5,
          images: [
            { photo: '/media/p10-1200.webp', srcset: '/media/p10-320.webp 320w', width: 1200, height: 900 },
          ],
        },
      ],
    })
  })

  it('keeps the price as the lowest when the variation has one price for every quantity', () => {
    const [first] = product.product_variations
    const single = { ...first!, price_tiers: [{ min_quantity: 5, max_quantity: null, price: 11.2 }] }
    expect(toCard({ ...product, product_variations: [single] }).product_variations[0]).toMatchObject({
      price: 11.2,
      lowest_price: 11.2,
    })
  })

  it('keeps no variation when the product has none', () => {
    expect(toCard({ ...product, product_variations: [] }).product_variations).toEqual([])
  })
})

describe('excerpt', () => {
  it('leaves a text within the limit whole', () => {
    expect(excerpt('  All-red threads.  ')).toBe('All-red threads.')
  })

  it('cuts a long text at a word boundary and marks the cut', () => {
    const words = 'Sargol threads from Torbat-e Heydarieh, tested to ISO 3632, '.repeat(6)
    const cut = excerpt(words)
    expect(cut.length).toBeLessThanOrEqual(CARD_DESCRIPTION_LIMIT + 1)
    expect(cut.endsWith('…')).toBe(true)
    expect(words.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut.slice(0, -1)).not.toMatch(/[\s,]$/)
  })

  it('cuts Persian text between words too', () => {
    const text = 'زعفران سرگل از تربت حیدریه با گواهی استاندارد '.repeat(8)
    const cut = excerpt(text)
    expect(cut.endsWith('…')).toBe(true)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    expect(text[cut.length - 1]).toBe(' ')
  })

  it('never cuts a character in two, nor leaves a Persian comma before the ellipsis', () => {
    expect(excerpt('🌰'.repeat(200))).toBe(`${'🌰'.repeat(CARD_DESCRIPTION_LIMIT)}…`)
    const persian = `${'زعفران '.repeat(20)}سرگل، ${'نگین '.repeat(30)}`
    const cut = excerpt(persian, 146)
    expect(cut).toBe(`${'زعفران '.repeat(20)}سرگل…`)
  })

  it('cuts a text without spaces at the limit', () => {
    expect(excerpt('x'.repeat(400))).toBe(`${'x'.repeat(CARD_DESCRIPTION_LIMIT)}…`)
  })
})
