// @vitest-environment happy-dom
import type { Order } from '@caravanserai/contracts/orders'
import { screen, waitFor, within } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, test } from 'vitest'
import { anOrder, aSessionUser } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { CancelOrderPanel } from './cancel-order-panel.tsx'
import { OrderCancellation } from './order-cancellation.tsx'

function renderPanel(order: Order) {
  return renderPage(
    <CancelOrderPanel lang="en" user={aSessionUser()} order={order} after={createRef<HTMLElement>()} />,
    {
      path: `/orders/${order.id}`,
      answers: {
        'POST /orders/77/cancel/': { body: { ...order, status: 'cancelled', available_actions: [] } },
      },
    },
  )
}

describe('the buyer’s way out of an order', () => {
  test('is offered only when the API lists it', () => {
    renderPanel(anOrder({ available_actions: [] }))
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  test('asks to confirm, takes an optional reason, then cancels', async () => {
    const { user, requests } = renderPanel(anOrder({ available_actions: ['cancel'] }))
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' })
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Why are you cancelling\?/ }),
      'Ordered twice.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/orders/77/cancel/', { reason: 'Ordered twice.' }],
    ])
  })

  test('keeping the order sends nothing', async () => {
    const { user, requests } = renderPanel(anOrder({ available_actions: ['cancel'] }))
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep the order' }),
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(requests).toEqual([])
  })
})

describe('a cancelled order’s notice', () => {
  const cancelled = (fields: Partial<Order>) =>
    anOrder({ status: 'cancelled', cancelled_at: '2026-11-21T10:00:00Z', ...fields })

  test('quotes the operator’s reason as written, and says what the escrow still owes is refunded by transfer', async () => {
    renderPage(
      <OrderCancellation
        lang="ru"
        user={aSessionUser()}
        order={cancelled({
          amount_paid: 100,
          cancellation: { by: 'staff', reason: 'The supplier failed us.', declined: false },
        })}
      />,
      {
        lang: 'ru',
        answers: {
          'GET /orders/77/escrow/': {
            body: {
              currency: 'USD',
              received: 100,
              held: 100,
              released: 0,
              refunded: 0,
              refund_due: 100,
              release_on: null,
              claim_open: false,
              refunds: [],
            },
          },
        },
      },
    )
    const notice = screen.getByRole('region', { name: 'Заказ отменён' })
    expect(notice.textContent).toContain('Наш отдел продаж отменил этот заказ 21 ноября 2026')
    expect(within(notice).getByText('The supplier failed us.')).toBeTruthy()
    await waitFor(() => expect(notice.textContent).toContain('Вам ещё будет возвращено'))
  })

  test('tells a declined request and a buyer’s own cancellation apart', () => {
    const { unmount } = renderPage(
      <OrderCancellation
        lang="en"
        user={aSessionUser()}
        order={cancelled({ cancellation: { by: 'staff', reason: 'No route.', declined: true } })}
      />,
    )
    expect(screen.getByText(/Our sales team declined this request on November 21, 2026/)).toBeTruthy()
    unmount()
    renderPage(
      <OrderCancellation
        lang="en"
        user={aSessionUser()}
        order={cancelled({ cancellation: { by: 'customer', reason: null, declined: false } })}
      />,
    )
    expect(screen.getByText('You cancelled this order on November 21, 2026.')).toBeTruthy()
    expect(
      screen.getByText('Nothing is due for this order, and the goods it reserved are back on sale.'),
    ).toBeTruthy()
  })
})
