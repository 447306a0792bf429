// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { anOpsOrder } from './ops-order-fixtures.ts'
import { OpsOrderItems } from './ops-order-items.tsx'

const jam = {
  id: 1,
  quantity: 3,
  line_total: 333.33,
  product_variation: {
    id: 1,
    name: '350 g jar',
    price: 111.11,
    product_id: 1,
    product_name: 'Apricot jam',
    product_avatar: null,
  },
}
const dollars = anOpsOrder({
  order_items: [jam],
  total_price: 333.33,
  shipping_price: 40,
  total_amount: 373.33,
})
// Quoted in euros at 0.9215 from 20 November 2026 (docs/decisions/046-settlement-currency.md).
const euros = anOpsOrder({
  ...dollars,
  settlement_currency: 'EUR',
  settlement_rate: '0.921500',
  settlement_rate_on: '2026-11-20',
  settlement_total_price: 307.16,
  settlement_shipping_price: 36.86,
  settlement_total_amount: 344.02,
})

function renderItems(order = euros) {
  return renderPage(<OpsOrderItems lang="en" order={order} />, {
    path: `/ops/orders/${order.id}`,
    outletContext: { operator: aSessionUser() },
    answers: {},
  })
}

const totalOf = (label: string) => screen.getByText(label).nextSibling?.textContent

describe("the order's goods and totals", () => {
  test('in an order settled in euros: euros as the buyer pays them, the dollars beside, the rate and its day', () => {
    renderItems()
    const row = screen.getByRole('row', { name: /Apricot jam/ })
    // The line converted once, as the proforma does; the unit price by itself, for reading.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '€102.39($111.11)', '€307.16($333.33)'])
    expect(totalOf('Goods')).toBe('€307.16($333.33)')
    expect(totalOf('Shipping')).toBe('€36.86($40.00)')
    expect(totalOf('Total')).toBe('€344.02($373.33)')
    expect(screen.getByText(/fixed by the quote/).textContent).toBe(
      'Paid in euro, at the rate of Nov 20, 2026 fixed by the quote: \u2068$1.00\u2069 = \u2068€0.9215\u2069.',
    )
  })

  test('in dollars, as before: no second amount and no rate', () => {
    renderItems(dollars)
    expect(totalOf('Total')).toBe('$373.33')
    expect(screen.queryByText(/fixed by the quote/)).toBeNull()
  })
})
