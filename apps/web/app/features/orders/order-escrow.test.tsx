// @vitest-environment happy-dom
import type { OrderEscrow } from '@caravanserai/contracts/escrow'
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { formatDay } from '../../lib/format.ts'
import { saveFile } from '../../lib/save-file.ts'
import { anOrder, aSessionUser } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { OrderCancellation } from './order-cancellation.tsx'
import { escrowSentence, OrderEscrowPanel } from './order-escrow.tsx'

vi.mock('../../lib/save-file.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/save-file.ts')>()),
  saveFile: vi.fn(),
}))

afterEach(() => vi.mocked(saveFile).mockClear())

const escrow = (fields: Partial<OrderEscrow> = {}): OrderEscrow => ({
  currency: 'USD',
  received: 680,
  held: 680,
  released: 0,
  refunded: 0,
  refund_due: 0,
  release_on: null,
  claim_open: false,
  refunds: [],
  ...fields,
})

const paid = (fields: Partial<Order> = {}) =>
  anOrder({
    status: 'processing',
    total_amount: 680,
    amount_paid: 680,
    amount_due: 0,
    payment_state: 'paid',
    ...fields,
  })

function renderPanel(order: Order, answer: OrderEscrow | null, lang: Lang = 'en') {
  return renderPage(<OrderEscrowPanel lang={lang} user={aSessionUser()} order={order} />, {
    lang,
    answers: answer ? { 'GET /orders/77/escrow/': { body: answer } } : {},
  })
}

/** Amounts in a sentence are isolated (FSI…PDI) so they keep their order in Persian text. */
const bare = { normalizer: (text: string) => text.replace(/[\u2068\u2069]/g, '') }

const panel = (name = 'Escrow') => screen.findByRole('region', { name })

describe('what the order’s money waits for', () => {
  test('held before receipt, then until the claim window ends, then released', () => {
    expect(escrowSentence(escrow(), 'shipped')).toEqual({ key: 'heldUntilReceipt' })
    expect(escrowSentence(escrow({ release_on: '2026-12-08' }), 'delivered')).toEqual({
      key: 'heldUntil',
      day: '2026-12-08',
    })
    expect(escrowSentence(escrow({ held: 0, released: 680 }), 'completed')).toEqual({ key: 'released' })
  })

  test('an open claim holds it whatever the day, and a cancelled order owes it back', () => {
    expect(escrowSentence(escrow({ release_on: '2026-12-08', claim_open: true }), 'delivered')).toEqual({
      key: 'claimOpen',
    })
    expect(escrowSentence(escrow({ refund_due: 680 }), 'cancelled')).toEqual({
      key: 'refundDue',
      amount: 680,
    })
    expect(escrowSentence(escrow({ held: 0, refunded: 680 }), 'cancelled')).toBeNull()
  })
})

describe('the escrow panel', () => {
  test('is not asked for while nothing was received', () => {
    const { requests } = renderPanel(anOrder({ status: 'processing' }), null)
    expect(screen.queryByRole('region', { name: 'Escrow' })).toBeNull()
    expect(requests).toEqual([])
  })

  test('shows nothing when the ledger holds nothing received', async () => {
    const { requests } = renderPanel(paid(), escrow({ received: 0, held: 0 }))
    await waitFor(() => expect(requests.map((r) => r.path)).toEqual(['/orders/77/escrow/']))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Escrow' })).toBeNull())
  })

  test('before delivery: the payment is held until the buyer confirms receipt', async () => {
    renderPanel(paid({ status: 'shipped' }), escrow())
    const region = await panel()
    expect(await within(region).findByText('Your payment is held until you confirm receipt.')).toBeTruthy()
    expect(region.textContent).toContain('Held$680.00')
  })

  test('after delivery: held until the claim window’s last day, in Persian digits in fa', async () => {
    renderPanel(paid({ status: 'delivered' }), escrow({ release_on: '2026-12-08' }), 'fa')
    const region = await panel('وجه امانی')
    const date = formatDay('fa', '2026-12-08')
    expect(date).toMatch(/[۰-۹]/)
    expect(
      await within(region).findByText(
        `مبلغ پرداختی شما تا ${date} نگه داشته می‌شود و در آن روز، اگر شکایتی باز نباشد، به تأمین‌کننده پرداخت می‌شود.`,
      ),
    ).toBeTruthy()
    expect(region.textContent).not.toMatch(/[0-9]/)
  })

  test('released to the supplier once the order is completed', async () => {
    renderPanel(paid({ status: 'completed' }), escrow({ held: 0, released: 680 }))
    const region = await panel()
    expect(await within(region).findByText('Your payment was released to the supplier.')).toBeTruthy()
    expect(region.textContent).toContain('Released to the supplier$680.00')
    expect(region.textContent).not.toContain('Held$')
  })

  test('a cancelled order: the refund due, then each refund with its date, reference and credit note', async () => {
    const { unmount } = renderPanel(
      paid({ status: 'cancelled', cancelled_at: '2026-11-21T10:00:00Z' }),
      escrow({ refund_due: 680 }),
    )
    expect(
      await within(await panel()).findByText('$680.00 will be refunded to you by bank transfer.', bare),
    ).toBeTruthy()
    unmount()

    const { user, requests } = renderPage(
      <OrderEscrowPanel lang="ru" user={aSessionUser()} order={paid({ status: 'cancelled' })} />,
      {
        lang: 'ru',
        answers: {
          'GET /orders/77/escrow/': {
            body: escrow({
              held: 0,
              refunded: 680,
              refunds: [
                {
                  id: 4,
                  amount: 680,
                  refunded_on: '2026-11-25',
                  bank_reference: 'FT26329XK81',
                  claim_id: null,
                  credit_note: {
                    id: 12,
                    kind: 'credit_note',
                    number: 'CN-2026-00004',
                    issued_at: '2026-11-25T12:00:00Z',
                    superseded_at: null,
                    download_url: '/api/orders/77/documents/12/',
                  },
                },
              ],
            }),
          },
          'GET /orders/77/documents/12/': { body: {} },
        },
      },
    )
    const region = await panel('Эскроу')
    const refunds = await within(region).findByRole('heading', { name: 'Возвраты' })
    expect(refunds).toBeTruthy()
    expect(region.textContent).toContain('25 ноября 2026')
    expect(region.textContent).toContain('FT26329XK81')
    expect(region.textContent).toContain('CN-2026-00004')
    await user.click(within(region).getByRole('button', { name: 'Скачать PDF: Кредит-нота CN-2026-00004' }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1))
    expect(requests.map((r) => r.path)).toContain('/orders/77/documents/12/')
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('CN-2026-00004.pdf')
  })
})

describe('a cancelled order’s notice of money received', () => {
  const cancelledPaid = paid({
    status: 'cancelled',
    cancelled_at: '2026-11-21T10:00:00Z',
    cancellation: { by: 'customer', reason: null, declined: false },
  })
  const renderNotice = (answer: OrderEscrow, lang: Lang = 'en') =>
    renderPage(<OrderCancellation lang={lang} user={aSessionUser()} order={cancelledPaid} />, {
      lang,
      answers: { 'GET /orders/77/escrow/': { body: answer } },
    })

  test('says what the escrow still owes, refunded by transfer, and where the refund will show', async () => {
    renderNotice(escrow({ refund_due: 680 }))
    expect(
      await screen.findByText(
        '$680.00 is still to be refunded to you by bank transfer: the refund and its credit note will appear under Escrow below.',
        bare,
      ),
    ).toBeTruthy()
  })

  test('after part is refunded, only what is left is due', async () => {
    renderNotice(escrow({ held: 180, refunded: 500, refund_due: 180 }))
    expect(await screen.findByText(/^\$180\.00 is still to be refunded/, bare)).toBeTruthy()
  })

  test('once the refund is recorded, says it was refunded and no longer that it is due', async () => {
    renderNotice(escrow({ held: 0, refunded: 680, refund_due: 0 }), 'ru')
    const notice = await screen.findByRole('region', { name: 'Заказ отменён' })
    await waitFor(() => expect(notice.textContent).toContain('Вам возвращено'))
    expect(notice.textContent?.replace(/[\u2068\u2069]/g, '')).toContain('680,00')
    expect(notice.textContent).not.toContain('ещё будет возвращено')
  })
})
