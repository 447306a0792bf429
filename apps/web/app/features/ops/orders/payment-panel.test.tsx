// @vitest-environment happy-dom
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import type { OrderPayment, PaymentProof } from '@caravanserai/contracts/payments'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { saveFile } from '../../../lib/save-file.ts'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { localDay } from '../console/transfer-form.ts'
import { anOpsOrder, anOrderPayment } from './ops-order-fixtures.ts'
import { PaymentPanel } from './payment-panel.tsx'

vi.mock('../../../lib/save-file.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/save-file.ts')>()),
  saveFile: vi.fn(),
}))

const approved = anOpsOrder({
  status: 'processing',
  shipping_price: 125.5,
  total_amount: 685.5,
  approved_at: '2026-11-21T10:00:00Z',
  available_actions: ['ship'],
})

function aProof(id: number, fields: Partial<PaymentProof> = {}): PaymentProof {
  return {
    id,
    state: 'pending',
    created_at: '2026-11-22T08:30:00Z',
    rejection_reason: null,
    file: {
      id: 40 + id,
      name: `transfer-${id}.pdf`,
      content_type: 'application/pdf',
      size: 52_000,
      download_url: `/api/ops/orders/77/files/${40 + id}/`,
    },
    ...fields,
  }
}

function renderPanel(payment: OrderPayment, order: OpsOrder = approved, answers: Answers = {}) {
  const page = renderPage(<PaymentPanel lang="en" order={order} />, {
    path: `/ops/orders/${order.id}`,
    outletContext: { operator: aSessionUser() },
    answers: { 'GET /ops/orders/77/payment/': { body: payment }, ...answers },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  const reads = (path: string) => page.requests.filter((r) => r.method === 'GET' && r.path === path).length
  return { ...page, writes, reads }
}

const partlyPaid = anOrderPayment({
  state: 'proof_sent',
  amount_paid: 300,
  amount_due: 385.5,
  proofs: [
    aProof(1, { state: 'rejected', rejection_reason: 'The amount on the slip is cut off.' }),
    aProof(2, { state: 'accepted', created_at: '2026-11-23T08:30:00Z' }),
    aProof(3, { created_at: '2026-11-25T08:30:00Z' }),
  ],
  payments: [{ id: 7, amount: 300, received_on: '2026-11-24', created_at: '2026-11-24T15:00:00Z' }],
})

describe('the payment panel', () => {
  test('shows the state, what is paid and due, every confirmation with its answer, and the money recorded', async () => {
    renderPanel(partlyPaid)
    const panel = await screen.findByRole('region', { name: 'Payment' })
    await within(panel).findByText('Confirmation to check')
    expect(within(panel).getByText('Order total').nextSibling?.textContent).toBe('$685.50')
    expect(within(panel).getByText('Received').nextSibling?.textContent).toBe('$300.00')
    expect(within(panel).getByText('Still due').nextSibling?.textContent).toBe('$385.50')

    const proofs = within(within(panel).getByRole('region', { name: 'Transfer confirmations' })).getAllByRole(
      'listitem',
    )
    // Newest first.
    expect(
      proofs.map((proof) => within(proof).getByRole('button', { name: /^Download/ }).textContent),
    ).toEqual(['transfer-3.pdf', 'transfer-2.pdf', 'transfer-1.pdf'])
    expect(
      proofs.map((proof) => proof.textContent?.match(/Waiting for review|Accepted|Sent back/)?.[0]),
    ).toEqual(['Waiting for review', 'Accepted', 'Sent back'])
    expect(proofs[2]?.textContent).toContain('The amount on the slip is cut off.')
    expect(within(proofs[0]!).getByRole('button', { name: 'Ask for a correction' })).toBeTruthy()
    expect(within(proofs[1]!).queryByRole('button', { name: 'Ask for a correction' })).toBeNull()

    const received = within(panel).getByRole('region', { name: 'Payments received' })
    expect(received.textContent).toContain('$300.00')
    expect(received.textContent).toContain('arrived Nov 24, 2026')
  })

  test('the payment form starts at what is due, today, answering the one confirmation waiting', async () => {
    renderPanel(partlyPaid)
    const amount = (await screen.findByRole('textbox', { name: 'Amount received' })) as HTMLInputElement
    expect(amount.value).toBe('385.50')
    expect(screen.getByText('This pays the order in full.')).toBeTruthy()
    const date = screen.getByLabelText('Date the money arrived') as HTMLInputElement
    expect([date.value, date.max]).toEqual([localDay(new Date()), localDay(new Date())])
    const proof = screen.getByRole('combobox', {
      name: 'Transfer confirmation it answers',
    }) as HTMLSelectElement
    expect(proof.value).toBe('3')
    expect(
      within(proof)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Sent Nov 25, 2026: transfer-3.pdf'])
  })

  test('refuses more than is due, no amount, and a day after today, and sends nothing', async () => {
    const { user, writes } = renderPanel(partlyPaid)
    const amount = await screen.findByRole('textbox', { name: 'Amount received' })
    const review = screen.getByRole('button', { name: 'Review payment' })

    await user.clear(amount)
    await user.type(amount, '385.51')
    await user.click(review)
    expect(
      await screen.findByRole('textbox', {
        name: 'Amount received',
        description: 'That is more than the $385.50 still due.',
      }),
    ).toBeTruthy()

    await user.clear(amount)
    await user.click(review)
    expect(
      await screen.findByRole('textbox', {
        name: 'Amount received',
        description: 'Enter the amount received.',
      }),
    ).toBeTruthy()

    await user.type(amount, '100')
    const tomorrow = new Date()
    tomorrow.setDate(tomorrow.getDate() + 1)
    fireEvent.change(screen.getByLabelText('Date the money arrived'), {
      target: { value: localDay(tomorrow) },
    })
    await user.click(review)
    expect((await screen.findByText('The money cannot have arrived after today.')).id).toBe(
      'ops-received_on-error',
    )
    expect(screen.getByLabelText('Date the money arrived').getAttribute('aria-describedby')).toBe(
      'ops-received_on-error',
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(writes()).toEqual([])
  })

  test('records part of what is due, after a confirmation, then reads the payment again', async () => {
    const after = anOrderPayment({
      ...partlyPaid,
      state: 'partially_paid',
      amount_paid: 400,
      amount_due: 285.5,
    })
    let current = partlyPaid
    const { user, writes, reads } = renderPanel(partlyPaid, approved, {
      'GET /ops/orders/77/payment/': () => ({ body: current }),
      'POST /ops/orders/77/payments/': () => {
        current = after
        return { status: 201, body: after }
      },
    })
    const amount = await screen.findByRole('textbox', { name: 'Amount received' })
    await user.clear(amount)
    await user.type(amount, '1,00')
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    expect(
      await screen.findByRole('textbox', {
        name: 'Amount received',
        description: 'Enter an amount such as 120.50.',
      }),
    ).toBeTruthy()
    await user.clear(amount)
    await user.type(amount, '100')
    expect(screen.getByText('Still due afterwards: $285.50')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Date the money arrived'), { target: { value: '2026-11-25' } })
    await user.click(screen.getByRole('button', { name: 'Review payment' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Record this payment?' })
    expect(dialog.textContent).toContain('$100.00 received on November 25, 2026 will be recorded on order')
    expect(dialog.textContent).toContain(
      'The transfer confirmation transfer-3.pdf will be marked as accepted.',
    )
    const before = reads('/ops/orders/77/payment/')
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.path).toBe('/ops/orders/77/payments/')
    expect(writes()[0]?.body).toEqual({ amount: 100, received_on: '2026-11-25', proof: 3 })
    await waitFor(() => expect(reads('/ops/orders/77/payment/')).toBeGreaterThan(before))
    expect(await screen.findByText('Partly paid')).toBeTruthy()
  })

  test('asks the buyer for a correction only with a reason, and sends it for that confirmation', async () => {
    const { user, writes } = renderPanel(partlyPaid, approved, {
      'POST /ops/orders/77/payment-proofs/3/reject/': {
        body: { ...partlyPaid, state: 'partially_paid', proofs: [] },
      },
    })
    const open = await screen.findByRole('button', { name: 'Ask for a correction' })
    await user.click(open)
    expect(open.getAttribute('aria-expanded')).toBe('true')
    const reason = screen.getByRole('textbox', { name: /^What should the buyer correct\?/ })
    expect(document.activeElement).toBe(reason)

    await user.click(screen.getByRole('button', { name: 'Review request' }))
    expect(
      await screen.findByRole('textbox', {
        name: /^What should the buyer correct\?/,
        description: 'Say what the buyer should correct.',
      }),
    ).toBeTruthy()
    expect(writes()).toEqual([])

    await user.type(reason, 'The slip shows another order number.')
    await user.click(screen.getByRole('button', { name: 'Review request' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this confirmation back?' })
    expect(dialog.textContent).toContain('The slip shows another order number.')
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toEqual({ reason: 'The slip shows another order number.' })
  })

  test('downloads a confirmation under the name it was sent with', async () => {
    const { user, requests } = renderPanel(partlyPaid, approved, {
      'GET /ops/orders/77/files/43/': { body: 'pdf' },
    })
    await user.click(await screen.findByRole('button', { name: 'Download transfer-3.pdf' }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'transfer-3.pdf'))
    expect(requests.some((r) => r.path === '/ops/orders/77/files/43/')).toBe(true)
    expect(await screen.findByText('transfer-3.pdf downloaded.')).toBeTruthy()
  })

  test('offers no payment form before the buyer approves the quote', async () => {
    renderPanel(anOrderPayment({ amount_due: 560 }), anOpsOrder())
    expect(await screen.findByText('Payment is due once the buyer approves the quote.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Review payment' })).toBeNull()
  })

  test('offers no payment form once the order is paid in full', async () => {
    renderPanel(
      anOrderPayment({
        state: 'paid',
        amount_paid: 685.5,
        amount_due: 0,
        payments: [{ id: 8, amount: 685.5, received_on: '2026-11-24', created_at: '2026-11-24T15:00:00Z' }],
      }),
    )
    expect(await screen.findByText('Paid in full')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Review payment' })).toBeNull()
  })

  test('in an order settled in euros, every amount and the form are in euros', async () => {
    const inEuros = anOpsOrder({
      ...approved,
      settlement_currency: 'EUR',
      settlement_rate: '0.921500',
      settlement_rate_on: '2026-11-20',
      settlement_total_price: 516.04,
      settlement_shipping_price: 115.65,
      settlement_total_amount: 631.69,
    })
    const payment = anOrderPayment({ currency: 'EUR', amount_paid: 300, amount_due: 331.69 })
    const { user, writes } = renderPanel(payment, inEuros, {
      'POST /ops/orders/77/payments/': {
        body: { ...payment, state: 'paid', amount_paid: 631.69, amount_due: 0 },
      },
    })
    const panel = await screen.findByRole('region', { name: 'Payment' })
    expect((await within(panel).findByText('Order total')).nextSibling?.textContent).toBe('€631.69')
    expect(within(panel).getByText('Still due').nextSibling?.textContent).toBe('€331.69')
    const amount = screen.getByRole('textbox', { name: 'Amount received (EUR)' })
    await user.clear(amount)
    await user.type(amount, '331.70')
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    expect(
      await screen.findByRole('textbox', { description: 'That is more than the €331.69 still due.' }),
    ).toBeTruthy()
    await user.clear(amount)
    await user.type(amount, '331.69')
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('€331.69')
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toMatchObject({ amount: 331.69 })
  })
})
