// @vitest-environment happy-dom
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { anOpsOrder } from './ops-order-fixtures.ts'
import { ShipForm } from './ship-form.tsx'

const processing = (fields: Partial<OpsOrder>) =>
  anOpsOrder({
    status: 'processing',
    shipping_price: 125.5,
    total_amount: 685.5,
    available_actions: ['ship'],
    ...fields,
  })

function renderShip(order: OpsOrder) {
  const page = renderPage(<ShipForm lang="en" order={order} />, {
    path: `/ops/orders/${order.id}`,
    outletContext: { operator: aSessionUser() },
    answers: { 'POST /ops/orders/77/ship/': { body: { ...order, status: 'shipped' } } },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

describe('the ship form', () => {
  test('in an order settled in euros, says what is due in euros', () => {
    renderShip(
      processing({
        payment_state: 'partially_paid',
        settlement_currency: 'EUR',
        settlement_rate: '0.921500',
        settlement_rate_on: '2026-11-20',
        settlement_total_price: 516.04,
        settlement_shipping_price: 115.65,
        settlement_total_amount: 631.69,
        amount_paid: 300,
        amount_due: 331.69,
      }),
    )
    expect(screen.getByText(/€331\.69 is still due: €300\.00 of €631\.69 has been received/)).toBeTruthy()
  })

  test('while the order is not paid in full, says what is due and asks why it ships anyway', async () => {
    const { user, writes } = renderShip(
      processing({ payment_state: 'partially_paid', amount_paid: 300, amount_due: 385.5 }),
    )
    const reason = screen.getByRole('textbox', { name: /^Reason to ship before full payment/ })
    expect(reason.getAttribute('aria-required')).toBe('true')
    expect(screen.getByText(/\$385\.50 is still due: \$300\.00 of \$685\.50 has been received/)).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'TRK-5150')
    await user.click(screen.getByRole('button', { name: 'Review shipment' }))
    expect(
      await screen.findByRole('textbox', {
        name: /^Reason to ship before full payment/,
        description: /Give the reason the order ships before full payment\./,
      }),
    ).toBeTruthy()
    expect(writes()).toEqual([])

    await user.type(reason, 'Paid by letter of credit; the bank confirmed by phone.')
    await user.click(screen.getByRole('button', { name: 'Review shipment' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this order as shipped?' })
    expect(dialog.textContent).toContain('It ships with $385.50 still unpaid, for this reason:')
    expect(dialog.textContent).toContain('Paid by letter of credit; the bank confirmed by phone.')
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toEqual({
      tracking_number: 'TRK-5150',
      payment_override: 'Paid by letter of credit; the bank confirmed by phone.',
      note: '',
    })
  })

  test('once paid in full, asks for no reason and sends none', async () => {
    const { user, writes } = renderShip(
      processing({ payment_state: 'paid', amount_paid: 685.5, amount_due: 0 }),
    )
    expect(screen.queryByRole('textbox', { name: /^Reason to ship/ })).toBeNull()
    expect(screen.queryByText('Not paid in full')).toBeNull()

    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'TRK-5151')
    await user.click(screen.getByRole('button', { name: 'Review shipment' }))
    await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toEqual({ tracking_number: 'TRK-5151', note: '' })
  })
})
