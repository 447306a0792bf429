// @vitest-environment happy-dom
import type { Order } from '@caravanserai/contracts/orders'
import type { OrderPayment } from '@caravanserai/contracts/payments'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { notify } from '../../lib/notify.ts'
import { anOrder, aSessionUser } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { OrderCard } from './order-card.tsx'
import { OrderDetail } from './order-detail.tsx'

afterEach(() => vi.restoreAllMocks())

const unpaid: OrderPayment = {
  state: 'unpaid',
  currency: 'USD',
  amount_paid: 0,
  amount_due: 680,
  instructions: {
    currency: 'USD',
    beneficiary: 'Caravanserai Trading LLC',
    bank_name: 'Ameriabank CJSC',
    bank_address: 'Yerevan',
    account_number: 'AM12 1570 0000 0000 1234',
    swift: 'ARMIAM22',
    intermediary: '',
    notes: '',
    reference: 'PI-2026-00012 CS-2026-0077',
  },
  proofs: [],
  payments: [],
  can_send_proof: true,
}

const approved = anOrder({
  status: 'processing',
  shipping_price: 120,
  total_amount: 680,
  amount_due: 680,
  incoterm: 'DAP',
  incoterm_place: 'Dubai',
  quote_valid_until: '2026-12-05',
})

function renderOrder(answers: Answers) {
  return renderPage(<OrderDetail lang="en" user={aSessionUser()} id={77} />, { path: '/orders/77', answers })
}

/** The badges beside the order's number. */
async function badges() {
  const heading = await screen.findByRole('heading', { level: 1 })
  return heading.parentElement?.textContent?.replace(heading.textContent ?? '', '')
}

describe('the order page’s payment and documents', () => {
  test('before the quote is approved: no payment asked for, and no payment state beside the status', async () => {
    const { requests } = renderOrder({ 'GET /orders/77/': { body: anOrder() } })
    expect(await badges()).toBe('Awaiting shipping quote')
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Documents' })).toBeTruthy()
    expect(requests.map((r) => r.path)).toEqual(['/orders/77/'])
  })

  test('once approved: the payment state beside the status, and the payment section', async () => {
    renderOrder({ 'GET /orders/77/': { body: approved }, 'GET /orders/77/payment/': { body: unpaid } })
    expect(await badges()).toBe('ProcessingUnpaid')
    const payment = screen.getByRole('region', { name: 'Payment' })
    expect(await within(payment).findByText('ARMIAM22')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Documents' }).textContent).toContain('DAP Dubai')
  })

  test('an upload shows the payment it answered and reads the order again', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {})
    const proof = {
      id: 3,
      state: 'pending',
      file: {
        id: 9,
        name: 'confirmation.pdf',
        content_type: 'application/pdf',
        size: 8,
        download_url: '/api/orders/77/files/9/',
      },
      created_at: '2026-11-23T08:00:00Z',
      rejection_reason: null,
    } as const
    const sent: OrderPayment = { ...unpaid, state: 'proof_sent', proofs: [proof] }
    let orderReads = 0
    const { user, requests } = renderOrder({
      'GET /orders/77/': () => ({
        body: orderReads++ === 0 ? approved : ({ ...approved, payment_state: 'proof_sent' } satisfies Order),
      }),
      'GET /orders/77/payment/': { body: unpaid },
      'POST /orders/77/payment-proof/': { status: 201, body: sent },
    })
    const payment = await screen.findByRole('region', { name: 'Payment' })
    await user.upload(
      await within(payment).findByLabelText("Bank's transfer confirmation"),
      new File(['%PDF-1.7'], 'confirmation.pdf', { type: 'application/pdf' }),
    )
    await user.click(within(payment).getByRole('button', { name: 'Send confirmation' }))

    await waitFor(async () => expect(await badges()).toBe('ProcessingPayment being checked'))
    expect(requests.filter((r) => r.path === '/orders/77/').length).toBe(2)
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /orders/77/payment-proof/')
  })
})

describe('the order page’s trade assurance', () => {
  test('a delivered replacement order: its original, its claims and where its money is, each read once', async () => {
    const replacement = anOrder({
      status: 'delivered',
      payment_state: 'paid',
      amount_paid: 680,
      amount_due: 0,
      total_amount: 680,
      delivered_at: '2026-11-26T09:00:00Z',
      replacement_for: { id: 70, order_number: 'CS-2026-0070' },
      available_actions: ['complete'],
    })
    const { requests } = renderOrder({
      'GET /orders/77/': { body: replacement },
      'GET /orders/77/payment/': { body: { ...unpaid, state: 'paid', amount_paid: 680, amount_due: 0 } },
      'GET /orders/77/claims/': { body: { results: [], can_open: true, open_until: '2026-12-10' } },
      'GET /orders/77/escrow/': {
        body: {
          currency: 'USD',
          received: 680,
          held: 680,
          released: 0,
          refunded: 0,
          refund_due: 0,
          release_on: '2026-12-10',
          claim_open: false,
          refunds: [],
        },
      },
    })
    const original = await screen.findByRole('region', { name: 'Replacement goods' })
    expect(within(original).getByRole('link').getAttribute('href')).toBe('/en/orders/70')
    const claims = await screen.findByRole('region', { name: 'Claims' })
    expect(await within(claims).findByRole('button', { name: 'Report a problem' })).toBeTruthy()
    const escrow = await screen.findByRole('region', { name: 'Escrow' })
    expect(
      await within(escrow).findByText(
        'Your payment is held until December 10, 2026, when it is released to the supplier unless a claim is open.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Complete your order' }).textContent).toContain(
      'this releases your payment to the supplier',
    )
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/orders/77/',
      '/orders/77/claims/',
      '/orders/77/escrow/',
      '/orders/77/payment/',
    ])
  })
  test('marking received, then completing, says at once until when the money is held and a claim may be opened, then that it was released', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {})
    const paid = {
      payment_state: 'paid',
      amount_paid: 680,
      amount_due: 0,
      total_amount: 680,
      tracking_number: 'TRK-1',
    } as const
    const shipped = anOrder({ ...paid, status: 'shipped', available_actions: ['mark_received'] })
    const delivered = anOrder({
      ...paid,
      status: 'delivered',
      delivered_at: '2026-11-26T09:00:00Z',
      available_actions: ['complete'],
    })
    const completed = anOrder({ ...delivered, status: 'completed', available_actions: [] })
    let step: 'shipped' | 'delivered' | 'completed' = 'shipped'
    const money = {
      currency: 'USD',
      received: 680,
      refunded: 0,
      refund_due: 0,
      claim_open: false,
      refunds: [],
    }
    const { user } = renderOrder({
      'GET /orders/77/': { body: shipped },
      'GET /orders/77/payment/': { body: { ...unpaid, state: 'paid', amount_paid: 680, amount_due: 0 } },
      'POST /customer/gain-order/77/': () => {
        step = 'delivered'
        return { body: delivered }
      },
      'POST /customer/complete-order/77/': () => {
        step = 'completed'
        return { body: completed }
      },
      'GET /orders/77/claims/': () => ({
        body: {
          results: [],
          can_open: step !== 'completed',
          open_until: step === 'delivered' ? '2026-12-10' : null,
        },
      }),
      'GET /orders/77/escrow/': () => ({
        body:
          step === 'completed'
            ? { ...money, held: 0, released: 680, release_on: null }
            : { ...money, held: 680, released: 0, release_on: step === 'delivered' ? '2026-12-10' : null },
      }),
    })
    const escrow = await screen.findByRole('region', { name: 'Escrow' })
    const claims = await screen.findByRole('region', { name: 'Claims' })
    expect(await within(escrow).findByText('Your payment is held until you confirm receipt.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Mark as received' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as received' }),
    )
    expect(
      await within(escrow).findByText(
        'Your payment is held until December 10, 2026, when it is released to the supplier unless a claim is open.',
      ),
    ).toBeTruthy()
    expect(
      await within(claims).findByText(
        'If something is wrong with the goods, you can report a problem until December 10, 2026.',
      ),
    ).toBeTruthy()

    await user.click(await screen.findByRole('button', { name: 'Complete order' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete order' }),
    )
    expect(await within(escrow).findByText('Your payment was released to the supplier.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull())
  })
})

describe('an order’s card in the lists', () => {
  const renderCard = (order: Order) =>
    renderPage(
      <ul>
        <li>
          <OrderCard lang="en" order={order} />
        </li>
      </ul>,
    )

  test('shows the payment state beside the status once payment is due', () => {
    renderCard(anOrder({ status: 'shipped', payment_state: 'partially_paid', amount_paid: 300 }))
    const card = screen.getByRole('article')
    expect(card.textContent).toContain('Shipped')
    expect(card.textContent).toContain('Partly paid')
  })

  test('leaves it out while the order waits for its quote', () => {
    renderCard(anOrder())
    expect(screen.getByRole('article').textContent).not.toContain('Unpaid')
  })
})
