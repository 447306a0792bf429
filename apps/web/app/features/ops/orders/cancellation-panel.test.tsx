// @vitest-environment happy-dom
import type { OrderEscrow } from '@caravanserai/contracts/escrow'
import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { CancellationPanel } from './cancellation-panel.tsx'
import { anOpsOrder, anOrderEscrow } from './ops-order-fixtures.ts'

const cancelled = (fields: Partial<OpsOrder> = {}) =>
  anOpsOrder({
    status: 'cancelled',
    cancelled_at: '2026-11-25T10:00:00Z',
    cancellation: { by: 'customer', reason: 'Ordered twice.', declined: false },
    amount_paid: 685.5,
    total_amount: 685.5,
    ...fields,
  })

function renderPanel(order: OpsOrder, escrow: OrderEscrow | null, lang: Lang = 'en') {
  return renderPage(<CancellationPanel lang={lang} order={order} />, {
    lang,
    path: `/ops/orders/${order.id}`,
    outletContext: { operator: aSessionUser() },
    answers: escrow ? { 'GET /ops/orders/77/escrow/': { body: escrow } } : {},
  })
}

const text = (element: HTMLElement) => element.textContent?.replace(/[\u2068\u2069]/g, '') ?? ''

describe('a cancelled order for the operator', () => {
  test('says what the escrow still owes the buyer and where to record the refund', async () => {
    renderPanel(cancelled(), anOrderEscrow({ refund_due: 685.5 }))
    const panel = await screen.findByRole('region', { name: 'Cancelled' })
    expect(panel.textContent).toContain('Ordered twice.')
    await waitFor(() =>
      expect(text(panel)).toContain(
        '$685.50 received for this order is still to be returned: send it to the buyer by bank transfer, then record the refund under Escrow.',
      ),
    )
  })

  test('after part is refunded, only what is left', async () => {
    renderPanel(cancelled(), anOrderEscrow({ held: 185.5, refunded: 500, refund_due: 185.5 }))
    const panel = await screen.findByRole('region', { name: 'Cancelled' })
    await waitFor(() =>
      expect(text(panel)).toContain('$185.50 received for this order is still to be returned'),
    )
  })

  test('once the refund is recorded, says it was returned and no longer that it is due', async () => {
    renderPanel(cancelled(), anOrderEscrow({ held: 0, refunded: 685.5, refund_due: 0 }), 'fa')
    const panel = await screen.findByRole('region', { name: 'لغو شده' })
    await waitFor(() => expect(panel.textContent).toContain('بازپرداخت ثبت شد'))
    expect(panel.textContent).not.toContain('هنوز')
  })

  test('an order nothing was received for reads no escrow and says nothing of money', async () => {
    const { requests } = renderPanel(cancelled({ amount_paid: 0 }), null)
    const panel = await screen.findByRole('region', { name: 'Cancelled' })
    expect(panel.textContent).not.toContain('refund')
    expect(requests).toEqual([])
  })
})
