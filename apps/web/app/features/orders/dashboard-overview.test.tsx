// @vitest-environment happy-dom
import type { OrderSummaryResponse } from '@caravanserai/contracts/orders'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { DisplayCurrencyProvider } from '../../lib/display-currency.tsx'
import { aCurrenciesAnswer, aSessionUser } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { DashboardOverview } from './dashboard-overview.tsx'

const nb = (text: string) => text.replaceAll('_', '\u00a0')

const none = { pending_shipping: 0, processing: 0, shipped: 0, delivered: 0, completed: 0, cancelled: 0 }
// A quote to approve, settled in euros at 0.92: $1,240.00 is €1,140.80.
const summary: OrderSummaryResponse = {
  count: 1,
  by_status: { ...none, pending_approval: 1 },
  awaiting_you: [
    {
      id: 71,
      order_number: 'CS-2026-0071',
      status: 'pending_approval',
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-20T12:00:00Z',
      total_amount: 1240,
      payment_state: 'unpaid',
      settlement_currency: 'EUR',
      settlement_rate: '0.920000',
      settlement_rate_on: '2026-11-20',
      settlement_total_amount: 1140.8,
    },
  ],
}

describe('the dashboard’s orders awaiting the buyer', () => {
  test('say what is due in the settlement currency, the buyer’s currency beside it', async () => {
    renderPage(
      <DisplayCurrencyProvider lang="en" chosen="AMD">
        <DashboardOverview lang="en" user={aSessionUser()} />
      </DisplayCurrencyProvider>,
      {
        answers: {
          'GET /orders/summary/': { body: summary },
          'GET /currencies/': { body: aCurrenciesAnswer({ AMD: '391.250000' }) },
        },
      },
    )
    const link = await screen.findByRole('link', { name: /CS-2026-0071/ })
    // €1,140.80 is $1,240.00 at 0.92, which is 485,150.00 drams at 391.25.
    await waitFor(() => expect(link.textContent).toContain(nb('€1,140.80 (≈_AMD_485,150.00)')))
    expect(link.textContent).not.toContain('$')
  })
})
