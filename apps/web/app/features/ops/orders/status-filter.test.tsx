// @vitest-environment happy-dom
import type { OpsOrderCounts } from '@caravanserai/contracts/ops-orders'
import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderPage } from '../../../testing/render-page.tsx'
import { anOpsOrder } from './ops-order-fixtures.ts'
import type { QueueFilters } from './queue-params.ts'
import { QueueTable } from './queue-table.tsx'
import { StatusFilter } from './status-filter.tsx'

const counts: OpsOrderCounts = {
  total: 12,
  by_status: {
    pending_shipping: 3,
    pending_approval: 2,
    processing: 4,
    shipped: 1,
    delivered: 1,
    completed: 1,
    cancelled: 0,
  },
  proofs_waiting: 2,
}

const renderFilter = (filters: QueueFilters) =>
  renderPage(<StatusFilter lang="en" filters={filters} counts={counts} />, { path: '/ops/orders' })

describe('the queue filter', () => {
  test('offers the transfer confirmations waiting, with how many, in place of the status and on page one', () => {
    renderFilter({ status: 'processing', payment: null, search: 'Ani', page: 3 })
    const filter = screen.getByRole('navigation', { name: 'Filter by payment' })
    const link = within(filter).getByRole('link', { name: /^Transfer confirmations waiting/ })
    expect(link.textContent).toBe('Transfer confirmations waiting2')
    expect(link.getAttribute('href')).toBe('/en/ops/orders?search=Ani&payment=proof_sent')
    expect(link.getAttribute('aria-current')).toBeNull()
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Processing4')
  })

  test('while it is chosen, marks it alone as current, and a status leaves it', () => {
    renderFilter({ status: null, payment: 'proof_sent', search: '', page: 1 })
    expect(screen.getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual([
      'Transfer confirmations waiting2',
    ])
    expect(screen.getByRole('link', { name: /^All orders/ }).getAttribute('href')).toBe('/en/ops/orders')
    expect(screen.getByRole('link', { name: /^Shipped/ }).getAttribute('href')).toBe(
      '/en/ops/orders?status=shipped',
    )
  })
})

describe('the queue table', () => {
  test('shows each order’s payment beside its status', () => {
    const orders = [
      {
        ...anOpsOrder({
          id: 1,
          order_number: 'CS-261120-AB12CD',
          status: 'processing',
          payment_state: 'proof_sent',
        }),
      },
      {
        ...anOpsOrder({ id: 2, order_number: 'CS-261121-EF34GH', status: 'shipped', payment_state: 'paid' }),
      },
    ]
    renderPage(<QueueTable lang="en" orders={orders} from="/en/ops/orders" />, { path: '/ops/orders' })
    const first = screen.getByRole('row', { name: /CS-261120-AB12CD/ })
    expect(within(first).getByText('Processing')).toBeTruthy()
    expect(within(first).getByText('Confirmation to check')).toBeTruthy()
    const second = screen.getByRole('row', { name: /CS-261121-EF34GH/ })
    expect(within(second).getByText('Paid in full')).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Status and payment' })).toBeTruthy()
  })
})
