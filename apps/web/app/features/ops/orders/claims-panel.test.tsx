// @vitest-environment happy-dom
import type { Claim, OrderClaims } from '@caravanserai/contracts/claims'
import type { OrderEscrow } from '@caravanserai/contracts/escrow'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { localDay } from '../console/transfer-form.ts'
import { ClaimsPanel } from './claims-panel.tsx'
import { aClaim, anOpsOrder, anOrderEscrow } from './ops-order-fixtures.ts'

const delivered = anOpsOrder({
  status: 'delivered',
  delivered_at: '2026-11-30T10:00:00Z',
  claim_open: true,
  total_amount: 685.5,
})
const claimsOf = (results: Claim[], fields: Partial<OrderClaims> = {}): OrderClaims => ({
  results,
  can_open: false,
  open_until: '2026-12-14',
  ...fields,
})

// Only the clock is pinned: user events and the queries' timers run as they do.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-03T15:30:00Z'))
})
afterEach(() => vi.useRealTimers())

function renderPanel(
  claims: OrderClaims,
  escrow: OrderEscrow = anOrderEscrow({ claim_open: true }),
  answers: Answers = {},
) {
  const page = renderPage(<ClaimsPanel lang="en" order={delivered} />, {
    path: '/ops/orders/77',
    outletContext: { operator: aSessionUser() },
    answers: {
      'GET /ops/orders/77/claims/': { body: claims },
      'GET /ops/orders/77/escrow/': { body: escrow },
      ...answers,
    },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

describe('the claims panel', () => {
  test('shows each claim: reason, remedy, lines, evidence, age, and the overdue mark past 48 hours', async () => {
    renderPanel(claimsOf([aClaim(4)]))
    const claim = (await screen.findByRole('heading', { name: /^Claim #4/ })).closest('li')!
    expect(within(claim).getByText('Open')).toBeTruthy()
    expect(within(claim).getByText('Overdue')).toBeTruthy()
    expect(claim.textContent).toContain('waiting 2 d 5 h')
    expect(within(claim).getByText('Reason:').nextSibling?.textContent).toBe('Arrived damaged')
    expect(within(claim).getByText('Asks for:').nextSibling?.textContent).toBe('Partial refund')
    expect(claim.textContent).toContain('Four jars arrived broken.')
    expect(claim.textContent).toContain('Apricot jam · 350 g jar')
    expect(claim.textContent).toContain('4 of 40')
    expect(within(claim).getByRole('button', { name: 'Download broken-jars.jpg' })).toBeTruthy()
    expect(screen.getByText('The buyer may open a claim until December 14, 2026.')).toBeTruthy()
  })

  test('marks nothing overdue once an operator has answered', async () => {
    renderPanel(claimsOf([aClaim(4, { first_answered_at: '2026-12-01T12:00:00Z' })]))
    await screen.findByRole('heading', { name: /^Claim #4/ })
    expect(screen.queryByText('Overdue')).toBeNull()
  })

  test('shows how a resolved claim ended: the refund and its credit note, and the note', async () => {
    const escrow = anOrderEscrow({
      held: 600,
      refunded: 85.5,
      refunds: [
        {
          id: 8,
          amount: 85.5,
          refunded_on: '2026-12-02',
          bank_reference: 'FT2633600001',
          claim_id: 4,
          credit_note: {
            id: 9,
            kind: 'credit_note',
            number: 'CN-2026-00002',
            issued_at: '2026-12-02T11:00:00Z',
            superseded_at: null,
            download_url: '/api/ops/orders/77/documents/9/',
          },
        },
      ],
    })
    renderPanel(
      claimsOf([
        aClaim(4, {
          state: 'refunded',
          resolved_at: '2026-12-02T11:00:00Z',
          resolution_note: 'Refunded the four jars.',
          refund_id: 8,
        }),
      ]),
      escrow,
    )
    const claim = (await screen.findByRole('heading', { name: /^Claim #4/ })).closest('li')!
    await waitFor(() => expect(claim.textContent).toContain('CN-2026-00002'))
    expect(claim.textContent).toContain('Refunded Dec 2, 2026')
    expect(claim.textContent).toContain('Refund: $85.50')
    expect(claim.textContent).toContain('Refunded the four jars.')
    expect(claim.textContent).not.toContain('waiting')
    expect(within(claim).queryByRole('button', { name: 'Resolve the claim' })).toBeNull()
  })

  test('a refund starts at nothing for a partial refund and may not exceed what is held', async () => {
    const { user, writes } = renderPanel(
      claimsOf([aClaim(4)]),
      anOrderEscrow({ held: 600, claim_open: true }),
    )
    await user.click(await screen.findByRole('button', { name: 'Resolve the claim' }))
    expect((screen.getByRole('radio', { name: 'Refund' }) as HTMLInputElement).checked).toBe(true)
    const amount = screen.getByRole('textbox', { name: 'Amount refunded' }) as HTMLInputElement
    expect(amount.value).toBe('')
    expect(screen.getByText('At most $600.00, what the order holds.')).toBeTruthy()
    await user.type(amount, '600.01')
    await user.click(screen.getByRole('button', { name: 'Review' }))
    expect(
      await screen.findByRole('textbox', {
        name: 'Amount refunded',
        description: /That is more than the \$600\.00 held for this order\./,
      }),
    ).toBeTruthy()
    expect(writes()).toEqual([])
  })

  test('refunds part of what is held after review, and reads the claims and escrow again', async () => {
    let claims = claimsOf([aClaim(4)])
    const { user, writes, requests } = renderPanel(claimsOf([aClaim(4)]), anOrderEscrow({ held: 600 }), {
      'GET /ops/orders/77/claims/': () => ({ body: claims }),
      'POST /ops/orders/77/claims/4/resolve/': () => {
        const resolved = aClaim(4, { state: 'refunded', resolved_at: '2026-12-03T15:30:00Z', refund_id: 8 })
        claims = claimsOf([resolved])
        return { body: resolved }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Resolve the claim' }))
    await user.type(screen.getByRole('textbox', { name: 'Amount refunded' }), '85.5')
    await user.type(screen.getByRole('textbox', { name: /^Bank reference/ }), 'FT2633600001')
    await user.type(screen.getByRole('textbox', { name: /^Note for the buyer/ }), 'Refunded the four jars.')
    await user.click(screen.getByRole('button', { name: 'Review' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Resolve this claim?' })
    expect(dialog.textContent).toContain('$85.50 sent back to the buyer of order')
    expect(dialog.textContent).toContain('Refunded the four jars.')
    const escrowReads = requests.filter((r) => r.path === '/ops/orders/77/escrow/').length
    await user.click(within(dialog).getByRole('button', { name: 'Record the refund' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toEqual({
      outcome: 'refunded',
      amount: 85.5,
      refunded_on: localDay(new Date()),
      bank_reference: 'FT2633600001',
      note: 'Refunded the four jars.',
    })
    expect(await screen.findByText('Refunded')).toBeTruthy()
    expect(requests.filter((r) => r.path === '/ops/orders/77/escrow/').length).toBeGreaterThan(escrowReads)
  })

  test('a rejection needs the reason the buyer reads, and sends only the outcome and the note', async () => {
    const { user, writes } = renderPanel(claimsOf([aClaim(4)]), anOrderEscrow({ held: 600 }), {
      'POST /ops/orders/77/claims/4/resolve/': { body: aClaim(4, { state: 'rejected' }) },
    })
    await user.click(await screen.findByRole('button', { name: 'Resolve the claim' }))
    await user.type(screen.getByRole('textbox', { name: 'Amount refunded' }), '10')
    await user.click(screen.getByRole('radio', { name: 'Reject' }))
    expect(screen.queryByRole('textbox', { name: 'Amount refunded' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Review' }))
    expect(
      await screen.findByRole('textbox', {
        name: /^Reason for the buyer/,
        description: 'Give the buyer the reason the claim is rejected.',
      }),
    ).toBeTruthy()
    await user.type(
      screen.getByRole('textbox', { name: /^Reason for the buyer/ }),
      'The photos show intact jars.',
    )
    await user.click(screen.getByRole('button', { name: 'Review' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Resolve this claim?' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject the claim' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toEqual({ outcome: 'rejected', note: 'The photos show intact jars.' })
  })

  test('offers no refund when nothing is held, and starts at a replacement when one is asked for', async () => {
    const { user } = renderPanel(
      claimsOf([aClaim(4, { remedy: 'replacement' })]),
      anOrderEscrow({ held: 0, released: 685.5 }),
    )
    await user.click(await screen.findByRole('button', { name: 'Resolve the claim' }))
    expect((screen.getByRole('radio', { name: 'Send a replacement' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: 'Refund' }) as HTMLInputElement).disabled).toBe(true)
  })
})
