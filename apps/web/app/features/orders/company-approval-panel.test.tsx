// @vitest-environment happy-dom
import type { Order } from '@caravanserai/contracts/orders'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { anOrder, aSessionUser } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { CompanyApprovalBadge } from './company-approval-badge.tsx'
import { CompanyApprovalPanel } from './company-approval-panel.tsx'

const waiting = (fields: Partial<Order> = {}) =>
  anOrder({
    status: 'pending_approval',
    company_approval: {
      requested_at: '2026-11-21T10:00:00Z',
      requested_by: { id: 5, name: 'Aram Petrosyan' },
      reason: 'threshold',
      limit: '5000.00',
      waiting: true,
    },
    ...fields,
  })

/** The text as read, without the isolates that keep names and amounts in their own direction. */
const read = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '')

function renderPanel(order: Order, lang: 'en' | 'fa' = 'en') {
  return renderPage(
    <>
      <CompanyApprovalBadge order={order} />
      <CompanyApprovalPanel lang={lang} user={aSessionUser()} order={order} />
    </>,
    {
      lang,
      path: `/orders/${order.id}`,
      answers: {
        'POST /orders/77/approval/reject/': { body: { ...order, company_approval: null } },
      },
    },
  )
}

describe('the company’s approval of a quote', () => {
  test('a buyer reads who asked, when, why, and that the approvers were emailed; no way to turn it down', () => {
    renderPanel(waiting({ available_actions: ['cancel'] }))
    const panel = screen.getByRole('region', { name: "Awaiting your company's approval" })
    expect(read(panel)).toContain('Aram Petrosyan approved the quote on November 21, 2026.')
    expect(read(panel)).toContain("above your company's approval threshold of $5,000.00")
    expect(read(panel)).toContain('approvers have been emailed')
    expect(within(panel).queryByRole('button', { name: 'Turn down' })).toBeNull()
    expect(screen.getByText('Awaiting company approval')).toBeTruthy()
  })

  test('an approver turns it down with a reason, which is required', async () => {
    const { user, requests } = renderPanel(
      waiting({
        available_actions: ['approve_shipping_cost', 'cancel'],
        company_approval: {
          requested_at: '2026-11-21T10:00:00Z',
          requested_by: { id: 5, name: 'Aram Petrosyan' },
          reason: 'monthly_limit',
          limit: '2500.00',
          waiting: true,
        },
      }),
    )
    expect(read(screen.getByRole('region'))).toContain('passes their monthly limit of $2,500.00')
    await user.click(screen.getByRole('button', { name: 'Turn down' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn down the approval?' })
    await user.click(within(dialog).getByRole('button', { name: 'Turn down' }))
    expect(within(dialog).getByText('Tell your colleague why you do not approve it.')).toBeTruthy()
    expect(requests).toEqual([])
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for your colleague' }),
      'Over budget this quarter.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Turn down' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/orders/77/approval/reject/', { reason: 'Over budget this quarter.' }],
    ])
  })

  test('once approved, it names who approved it for the company; with no request, nothing shows', () => {
    const { unmount } = renderPanel(
      anOrder({
        status: 'processing',
        approved_by: { id: 6, name: 'Anna Sargsyan' },
        company_approval: { ...waiting().company_approval!, waiting: false },
      }),
    )
    expect(screen.getByText('Approved for your company by \u2068Anna Sargsyan\u2069.')).toBeTruthy()
    expect(screen.queryByText('Awaiting company approval')).toBeNull()
    unmount()
    renderPanel(anOrder({ status: 'pending_approval' }))
    expect(screen.queryByRole('region')).toBeNull()
  })

  test('in Persian, with the amount in Persian digits', () => {
    renderPanel(waiting(), 'fa')
    const panel = screen.getByRole('region', { name: 'در انتظار تأیید شرکت شما' })
    expect(read(panel)).toContain('۵٬۰۰۰')
  })
})
