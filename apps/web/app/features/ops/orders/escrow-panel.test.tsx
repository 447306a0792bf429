// @vitest-environment happy-dom
import type { OrderEscrow } from '@caravanserai/contracts/escrow'
import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { saveFile } from '../../../lib/save-file.ts'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { localDay } from '../console/transfer-form.ts'
import { EscrowPanel } from './escrow-panel.tsx'
import { anOpsOrder, anOrderEscrow } from './ops-order-fixtures.ts'

vi.mock('../../../lib/save-file.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/save-file.ts')>()),
  saveFile: vi.fn(),
}))

const cancelled = anOpsOrder({
  status: 'cancelled',
  cancelled_at: '2026-11-25T10:00:00Z',
  amount_paid: 685.5,
  total_amount: 685.5,
})
const owed = anOrderEscrow({ refund_due: 685.5 })
const creditNote = {
  id: 9,
  kind: 'credit_note' as const,
  number: 'CN-2026-00001',
  issued_at: '2026-11-26T10:00:00Z',
  superseded_at: null,
  download_url: '/api/ops/orders/77/documents/9/',
}

function renderPanel(
  escrow: OrderEscrow,
  order: OpsOrder = cancelled,
  answers: Answers = {},
  lang: Lang = 'en',
) {
  const page = renderPage(<EscrowPanel lang={lang} order={order} />, {
    lang,
    path: `/ops/orders/${order.id}`,
    outletContext: { operator: aSessionUser() },
    answers: { 'GET /ops/orders/77/escrow/': { body: escrow }, ...answers },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

describe('the escrow panel', () => {
  test('shows where the money is and until when it is held', async () => {
    renderPanel(
      anOrderEscrow({ held: 600, released: 85.5, release_on: '2026-12-15' }),
      anOpsOrder({ status: 'delivered' }),
    )
    const panel = await screen.findByRole('region', { name: 'Escrow' })
    await within(panel).findByText('Held')
    expect(within(panel).getByText('Received').nextSibling?.textContent).toBe('$685.50')
    expect(within(panel).getByText('Held').nextSibling?.textContent).toBe('$600.00')
    expect(within(panel).getByText('Released to suppliers').nextSibling?.textContent).toBe('$85.50')
    expect(within(panel).getByText('Refunded to the buyer').nextSibling?.textContent).toBe('$0.00')
    expect(panel.textContent).toContain('Held until December 15, 2026, when the claim window closes')
    expect(screen.queryByRole('button', { name: 'Review refund' })).toBeNull()
  })

  test('says an open claim holds the money', async () => {
    renderPanel(
      anOrderEscrow({ claim_open: true, release_on: '2026-12-15' }),
      anOpsOrder({ status: 'delivered' }),
    )
    expect(await screen.findByText('A claim is open: nothing is released until it is resolved.')).toBeTruthy()
    expect(screen.queryByText(/Held until/)).toBeNull()
  })

  test('on a cancelled order that owes its buyer, the refund starts at what is owed, today', async () => {
    renderPanel(owed)
    expect(
      await screen.findByText('This order was cancelled: $685.50 is owed back to the buyer.'),
    ).toBeTruthy()
    const amount = screen.getByRole('textbox', { name: 'Amount refunded' }) as HTMLInputElement
    expect(amount.value).toBe('685.50')
    const date = screen.getByLabelText('Date the transfer left') as HTMLInputElement
    expect([date.value, date.max]).toEqual([localDay(new Date()), localDay(new Date())])
  })

  test('refuses more than is held, no reference, and a day after today, and sends nothing', async () => {
    const { user, writes } = renderPanel(owed)
    const amount = await screen.findByRole('textbox', { name: 'Amount refunded' })
    await user.clear(amount)
    await user.type(amount, '685.51')
    const tomorrow = new Date()
    tomorrow.setDate(tomorrow.getDate() + 1)
    fireEvent.change(screen.getByLabelText('Date the transfer left'), {
      target: { value: localDay(tomorrow) },
    })
    await user.click(screen.getByRole('button', { name: 'Review refund' }))
    expect(
      await screen.findByRole('textbox', {
        name: 'Amount refunded',
        description: 'That is more than the $685.50 held for this order.',
      }),
    ).toBeTruthy()
    expect(screen.getByText('The transfer cannot have left after today.')).toBeTruthy()
    expect(
      screen.getByRole('textbox', {
        name: /^Bank reference/,
        description: 'Enter the bank reference of the transfer.',
      }),
    ).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(writes()).toEqual([])
  })

  test('records the refund after review, then shows it with its credit note', async () => {
    const after = anOrderEscrow({
      held: 0,
      refunded: 685.5,
      refunds: [
        {
          id: 3,
          amount: 685.5,
          refunded_on: '2026-11-26',
          bank_reference: 'FT2633012345',
          claim_id: null,
          credit_note: creditNote,
        },
      ],
    })
    let current = owed
    const { user, writes } = renderPanel(owed, cancelled, {
      'GET /ops/orders/77/escrow/': () => ({ body: current }),
      'POST /ops/orders/77/refunds/': () => {
        current = after
        return { status: 201, body: after }
      },
      'GET /ops/orders/77/documents/9/': { body: 'pdf' },
    })
    await screen.findByRole('textbox', { name: 'Amount refunded' })
    fireEvent.change(screen.getByLabelText('Date the transfer left'), { target: { value: '2026-11-26' } })
    await user.type(screen.getByRole('textbox', { name: /^Bank reference/ }), ' FT2633012345 ')
    await user.click(screen.getByRole('button', { name: 'Review refund' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Record this refund?' })
    expect(dialog.textContent).toContain('$685.50 sent back to the buyer of order')
    expect(dialog.textContent).toContain('on November 26, 2026, bank reference')
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.path).toBe('/ops/orders/77/refunds/')
    expect(writes()[0]?.body).toEqual({
      amount: 685.5,
      refunded_on: '2026-11-26',
      bank_reference: 'FT2633012345',
    })

    const refunds = await screen.findByRole('region', { name: 'Refunds' })
    expect(refunds.textContent).toContain('$685.50')
    expect(refunds.textContent).toContain('sent Nov 26, 2026')
    expect(refunds.textContent).toContain('FT2633012345')
    expect(screen.queryByRole('button', { name: 'Review refund' })).toBeNull()
    await user.click(within(refunds).getByRole('button', { name: 'Download Credit note CN-2026-00001' }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'CN-2026-00001.pdf'))
  })

  test('reads right to left in Persian, with Persian digits and the credit note named', async () => {
    renderPanel(
      anOrderEscrow({
        held: 0,
        refunded: 685.5,
        refunds: [
          {
            id: 3,
            amount: 685.5,
            refunded_on: '2026-11-26',
            bank_reference: 'FT2633012345',
            claim_id: 4,
            credit_note: creditNote,
          },
        ],
      }),
      anOpsOrder({ status: 'delivered' }),
      {},
      'fa',
    )
    const panel = await screen.findByRole('region', { name: 'وجه امانی' })
    expect(document.documentElement.dir).toBe('rtl')
    await within(panel).findByText('بازپرداخت‌ها')
    expect(panel.textContent).toContain('۶۸۵٫۵۰')
    expect(panel.textContent).toContain('برای شکایت شمارهٔ ۴')
    expect(within(panel).getByRole('button', { name: 'دانلود اعلامیهٔ بستانکاری CN-2026-00001' })).toBeTruthy()
  })
})
