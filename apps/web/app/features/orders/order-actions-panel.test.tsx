// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import type { PublicConfig } from '@caravanserai/contracts/storefront'
import { screen, waitFor, within } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, test } from 'vitest'
import { anOrder, aPublicConfig, aSessionUser } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { OrderActionsPanel } from './order-actions-panel.tsx'

const BUTTONS = ['Approve shipping cost', 'Mark as received', 'Complete order']

function renderPanel(
  order: Order,
  { lang = 'en', answers = {}, config }: { lang?: Lang; answers?: Answers; config?: PublicConfig } = {},
) {
  return renderPage(
    <OrderActionsPanel lang={lang} user={aSessionUser()} order={order} after={createRef<HTMLElement>()} />,
    { lang, path: `/orders/${order.id}`, answers, config },
  )
}

const quoted = anOrder({
  status: 'pending_approval',
  shipping_price: 120,
  total_amount: 680,
  available_actions: ['approve_shipping_cost'],
})

describe('the buyer’s order actions panel', () => {
  test.each([
    ['approve_shipping_cost', 'Approve shipping cost', 'Approve', '/customer/approve-shipping-cost/77/'],
    ['mark_received', 'Mark as received', 'Mark as received', '/customer/gain-order/77/'],
    ['complete', 'Complete order', 'Complete order', '/customer/complete-order/77/'],
  ] as const)('offers %s alone, asks to confirm, then posts it', async (action, button, confirm, path) => {
    const order = anOrder({ shipping_price: 120, tracking_number: 'TRK-1', available_actions: [action] })
    const { user, requests } = renderPanel(order, {
      answers: { [`POST ${path}`]: { body: { ...order, available_actions: [] } } },
    })

    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([button])
    await user.click(screen.getByRole('button', { name: button }))
    const dialog = await screen.findByRole('alertdialog')
    expect(requests).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: confirm }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([['POST', path, {}]])
  })

  test('offers nothing when the order has no step for the buyer', () => {
    renderPanel(anOrder({ available_actions: ['quote', 'ship'] }))
    for (const name of BUTTONS) expect(screen.queryByRole('button', { name })).toBeNull()
    expect(screen.queryByRole('region')).toBeNull()
  })

  test('cancelling the confirmation sends nothing', async () => {
    const { user, requests } = renderPanel(quoted)

    await user.click(screen.getByRole('button', { name: 'Approve shipping cost' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(requests).toEqual([])
  })

  test('in Persian, the quote is told with Persian digits', () => {
    renderPanel(quoted, { lang: 'fa' })
    const step = screen.getByRole('region')
    expect(step.textContent).toContain('۱۲۰')
    expect(step.textContent).toContain('۶۸۰')
    expect(step.textContent).not.toMatch(/[0-9]/)
  })

  test('says what each step does to the money: receipt starts the claim window, completion releases it', async () => {
    const { user, unmount } = renderPanel(
      anOrder({ status: 'shipped', tracking_number: 'TRK-1', available_actions: ['mark_received'] }),
    )
    expect(screen.getByRole('region').textContent).toContain(
      'you then have 14 days to check them and report a problem before your payment is released to the supplier',
    )
    await user.click(screen.getByRole('button', { name: 'Mark as received' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'This starts the 14 days in which you can report a problem',
    )
    unmount()

    renderPanel(anOrder({ status: 'delivered', available_actions: ['complete'] }), { lang: 'ru' })
    expect(screen.getByRole('region').textContent).toContain('оплата будет перечислена поставщику')
  })

  test('in Russian, the claim window’s days agree with their number', () => {
    renderPanel(
      anOrder({ status: 'shipped', tracking_number: 'TRK-1', available_actions: ['mark_received'] }),
      {
        lang: 'ru',
      },
    )
    expect(screen.getByRole('region').textContent).toContain('у вас есть 14 дней, чтобы проверить товар')
  })

  test('the claim window is the shop’s own: 21 days when it is set so, in each language’s plural', async () => {
    const receiving = anOrder({
      status: 'shipped',
      tracking_number: 'TRK-1',
      available_actions: ['mark_received'],
    })
    const config = aPublicConfig({ claimWindowDays: 21 })
    const { unmount } = renderPanel(receiving, { config })
    expect((await screen.findByRole('region')).textContent).toContain('you then have 21 days to check them')
    unmount()
    renderPanel(receiving, { lang: 'ru', config })
    expect((await screen.findByRole('region')).textContent).toContain(
      'у вас есть 21 день, чтобы проверить товар',
    )
  })
})
