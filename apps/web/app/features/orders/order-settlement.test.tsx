// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { DisplayCurrencyProvider } from '../../lib/display-currency.tsx'
import { aCurrenciesAnswer, anOrder } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { OrderFacts } from './order-facts.tsx'
import { OrderItems } from './order-items.tsx'

const nb = (text: string) => text.replaceAll('_', '\u00a0')

// Quoted in euros at 0.92: $1,000 of goods and $240 of shipping.
const inEuros = anOrder({
  status: 'pending_approval',
  total_price: 1000,
  shipping_price: 240,
  total_amount: 1240,
  settlement_currency: 'EUR',
  settlement_rate: '0.920000',
  settlement_rate_on: '2026-11-20',
  settlement_total_price: 920,
  settlement_shipping_price: 220.8,
  settlement_total_amount: 1140.8,
  order_items: [
    {
      id: 1,
      quantity: 80,
      line_total: 1000,
      product_variation: {
        id: 8,
        name: '1 kg tin',
        price: 12.5,
        product_id: 7,
        product_name: 'Sargol saffron',
        product_avatar: null,
      },
    },
  ],
})

function renderOrder(node: React.ReactNode) {
  return renderPage(
    <DisplayCurrencyProvider lang="en" chosen="AMD">
      {node}
    </DisplayCurrencyProvider>,
    { answers: { 'GET /currencies/': { body: aCurrenciesAnswer({ AMD: '391.250000' }) } } },
  )
}

describe('an order its quote settled in euros', () => {
  test('totals are in euros, the buyer’s drams beside them, with the rate the quote fixed', async () => {
    renderOrder(<OrderFacts lang="en" order={inEuros} />)
    await screen.findByText(/Approximate prices, at the rate of Nov 29, 2026/)
    const totals = screen.getByRole('region', { name: 'Totals' })
    const row = (label: string) =>
      within(totals).getByText(label).closest('div')?.querySelector('dd')?.textContent
    // €1,140.80 is $1,240.00 at 0.92, which is 485,150.00 drams at 391.25.
    expect(row('Total')).toBe(nb('€1,140.80 (≈_AMD_485,150.00)'))
    expect(row('Shipping')).toBe(nb('€220.80 (≈_AMD_93,900.00)'))
    expect(
      within(totals).getByText(
        'Paid in euro, at the rate of Nov 20, 2026 fixed by the quote: \u2068$1.00\u2069 = \u2068€0.92\u2069.',
      ),
    ).toBeTruthy()
  })

  test('each line is in euros, converted as the proforma converts it', async () => {
    renderOrder(<OrderItems lang="en" order={inEuros} />)
    await waitFor(() =>
      expect(screen.getByText(nb('€920.00')).parentElement?.textContent).toBe(
        nb('€920.00 (≈_AMD_391,250.00)'),
      ),
    )
    expect(screen.getByText(nb('€11.50'))).toBeTruthy()
  })
})
