// @vitest-environment happy-dom
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { CancelForm } from './cancel-form.tsx'
import { EscrowPanel } from './escrow-panel.tsx'
import { anOpsOrder, anOrderEscrow } from './ops-order-fixtures.ts'

function renderForm(order: OpsOrder, action: 'decline' | 'cancel') {
  const page = renderPage(<CancelForm lang="en" order={order} action={action} />, {
    path: `/ops/orders/${order.id}`,
    outletContext: { operator: aSessionUser() },
    answers: {
      [`POST /ops/orders/77/${action}/`]: { body: { ...order, status: 'cancelled', available_actions: [] } },
    },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

describe('the decline and cancel forms', () => {
  test('a decline needs the reason the buyer will read, then confirms and sends it', async () => {
    const { user, writes } = renderForm(anOpsOrder({ available_actions: ['quote', 'decline'] }), 'decline')
    const reason = screen.getByRole('textbox', { name: /^Reason for the buyer/ })
    expect(reason.getAttribute('aria-required')).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Review the decline' }))
    expect(
      await screen.findByRole('textbox', {
        name: /^Reason for the buyer/,
        description: 'Give the buyer the reason.',
      }),
    ).toBeTruthy()
    expect(writes()).toEqual([])

    await user.type(reason, 'We no longer ship to this destination.')
    await user.click(screen.getByRole('button', { name: 'Review the decline' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this request?' })
    expect(dialog.textContent).toContain('We no longer ship to this destination.')
    await user.click(within(dialog).getByRole('button', { name: 'Decline the request' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]).toMatchObject({
      path: '/ops/orders/77/decline/',
      body: { reason: 'We no longer ship to this destination.' },
    })
  })

  test('cancelling an order with money received says it goes back by bank transfer', async () => {
    const order = anOpsOrder({
      status: 'processing',
      payment_state: 'partially_paid',
      amount_paid: 300,
      available_actions: ['ship', 'cancel'],
    })
    const { user, writes } = renderForm(order, 'cancel')
    const refund =
      /\$300\.00 has been received for this order\. Once it is cancelled, the sales team returns the amount received to the buyer by bank transfer\./
    expect(screen.getByText(refund)).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: /^Reason for the buyer/ }), 'The supplier failed us.')
    await user.click(screen.getByRole('button', { name: 'Review the cancellation' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' })
    expect(dialog.textContent).toMatch(refund)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]).toMatchObject({
      path: '/ops/orders/77/cancel/',
      body: { reason: 'The supplier failed us.' },
    })
  })

  test('a cancellation reads the escrow again: what it owes the buyer shows without a reload', async () => {
    const order = anOpsOrder({
      status: 'processing',
      amount_paid: 685.5,
      available_actions: ['ship', 'cancel'],
    })
    const { user, requests } = renderPage(
      <>
        <CancelForm lang="en" order={order} action="cancel" />
        <EscrowPanel lang="en" order={order} />
      </>,
      {
        path: `/ops/orders/${order.id}`,
        outletContext: { operator: aSessionUser() },
        answers: {
          'POST /ops/orders/77/cancel/': { body: { ...order, status: 'cancelled', available_actions: [] } },
          'GET /ops/orders/77/escrow/': { body: anOrderEscrow() },
        },
      },
    )
    const escrowReads = () => requests.filter((r) => r.path === '/ops/orders/77/escrow/').length
    await waitFor(() => expect(escrowReads()).toBe(1))
    await user.type(screen.getByRole('textbox', { name: /^Reason for the buyer/ }), 'The supplier failed us.')
    await user.click(screen.getByRole('button', { name: 'Review the cancellation' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))
    await waitFor(() => expect(escrowReads()).toBe(2))
  })
})
