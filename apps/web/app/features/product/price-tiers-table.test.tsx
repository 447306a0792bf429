// @vitest-environment happy-dom
import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderPage } from '../../testing/render-page.tsx'
import { PriceTiersTable } from './price-tiers-table.tsx'
import { ProductPurchase } from './product-purchase.tsx'

const tiers = [
  { min_quantity: 1, max_quantity: 99, price: 12.4 },
  { min_quantity: 100, max_quantity: 499, price: 11.8 },
  { min_quantity: 500, max_quantity: null, price: 11.1 },
]

function rows(lang: Lang, quantity: number) {
  renderPage(<PriceTiersTable lang={lang} tiers={tiers} quantity={quantity} />, { lang })
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [row.textContent, row.getAttribute('aria-current')])
}

describe('the volume pricing table', () => {
  test('lists each range of quantities with its unit price, under a caption and column headers', () => {
    renderPage(<PriceTiersTable lang="en" tiers={tiers} quantity={1} />)
    const table = screen.getByRole('table', { name: 'Volume pricing' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Quantity', 'Unit price'])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['1–99', '100–499', '500+'])
  })

  test.each([
    [99, 0],
    [100, 1],
    [499, 1],
    [500, 2],
    [5000, 2],
  ])('at %i units marks the tier that prices them', (quantity, current) => {
    const marks = rows('en', quantity).map(([, mark]) => mark)
    expect(marks).toEqual(tiers.map((_, i) => (i === current ? 'true' : null)))
  })

  test('writes the ranges and prices in Persian digits', () => {
    expect(rows('fa', 100).map(([text]) => text)).toEqual([
      '۱–۹۹\u200e$۱۲٫۴۰',
      '۱۰۰–۴۹۹\u200e$۱۱٫۸۰',
      '۵۰۰ و بیشتر\u200e$۱۱٫۱۰',
    ])
  })

  test('shows nothing for one price at every quantity', () => {
    const { container } = renderPage(
      <PriceTiersTable
        lang="en"
        tiers={[{ min_quantity: 50, max_quantity: null, price: 12.4 }]}
        quantity={50}
      />,
    )
    expect(container.querySelector('table')).toBeNull()
  })
})

const variation = {
  id: 8,
  name: '1 kg tin',
  price: 12.4,
  price_tiers: tiers,
  stock: 900,
  minimum_order_quantity: 1,
  images: [],
  product_attributes: [],
}
const product: ProductDetail = {
  id: 7,
  name: 'Sargol saffron',
  description: '',
  producer: null,
  category: { id: 1, name: 'Saffron' },
  product_type: { id: 1, name: 'Threads' },
  price: 12.4,
  price_tiers: tiers,
  rating: null,
  review_count: 0,
  attributes: [],
  is_wishlisted: false,
  created_at: '2026-11-01T00:00:00Z',
  product_variations: [variation],
  reviews: [],
}

test('the quantity chosen picks the unit price and the subtotal by its tier', () => {
  renderPage(
    <ProductPurchase
      lang="en"
      product={product}
      variation={variation}
      onVariation={() => {}}
      actions={{ onAddToCart: () => {}, onToggleWishlist: () => {} }}
    />,
  )
  expect(screen.getByText('$12.40 per unit at this quantity')).toBeTruthy()

  fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '500' } })

  expect(screen.getByText('$11.10 per unit at this quantity')).toBeTruthy()
  expect(screen.getByText('$5,550.00')).toBeTruthy()
  const current = within(screen.getByRole('table', { name: 'Volume pricing' }))
    .getAllByRole('row')
    .find((row) => row.getAttribute('aria-current') === 'true')
  expect(current?.textContent).toBe('500+$11.10')
})
