// @vitest-environment happy-dom
import type { OpsCompany, OpsCompanyRow } from '@caravanserai/contracts/ops-companies'
import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { CompanyList } from './company-list.tsx'
import { CompanyPage } from './company-page.tsx'

const row: OpsCompanyRow = {
  id: 7,
  legal_name: 'Ararat Imports LLC',
  owner_name: 'Anna Sargsyan',
  tax_id: 'AM-0042',
  country: 'AM',
  members_count: 3,
  orders_count: 12,
  ordered_total: '15400.50',
  last_order_at: '2026-05-04T10:00:00Z',
  created_at: '2026-01-10T09:00:00Z',
}

const company: OpsCompany = {
  ...row,
  registration_number: '286.110.1234',
  legal_address: '1 Abovyan St, Yerevan',
  approval_threshold: '5000.00',
  members: [
    {
      id: 1,
      name: 'Anna Sargsyan',
      email: 'anna@ararat.example',
      role: 'owner',
      monthly_limit: null,
      orders_count: 1,
      joined_at: '2026-01-10T09:00:00Z',
    },
    {
      id: 2,
      name: 'Aram Petrosyan',
      email: 'aram@ararat.example',
      role: 'buyer',
      monthly_limit: '2500.00',
      orders_count: 11,
      joined_at: '2026-02-10T09:00:00Z',
    },
  ],
  orders: [
    {
      id: 90,
      order_number: 'CS-2026-00090',
      created_at: '2026-05-04T10:00:00Z',
      status: 'processing',
      payment_state: 'unpaid',
      total_amount: 120.1,
      settlement_currency: 'USD',
      settlement_total_amount: 120.1,
      placed_by: { id: 2, name: 'Aram Petrosyan' },
    },
  ],
}

const render = (ui: React.ReactElement, lang: 'en' | 'fa' = 'en', path = '/ops/companies') =>
  renderPage(ui, {
    lang,
    path,
    outletContext: { operator: aSessionUser(), role: 'operator' },
    answers: {
      'GET /ops/companies/': () => ({
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [row, { ...row, id: 8, legal_name: null, owner_name: 'Kaveh Rostami' }],
        },
      }),
      'GET /ops/companies/7/': () => ({ body: company }),
      'GET /ops/companies/9/': () => ({ status: 404, body: { detail: 'Not found.' } }),
    },
  })

describe('the console’s companies', () => {
  test('lists companies by legal name, a personal account by its owner, linking to each', async () => {
    render(<CompanyList lang="en" />)
    const table = await screen.findByRole('table', { name: 'Companies, newest first' })
    expect(within(table).getByRole('link', { name: 'Ararat Imports LLC' }).getAttribute('href')).toBe(
      '/en/ops/companies/7',
    )
    expect(within(table).getByRole('link', { name: 'Kaveh Rostami (personal account)' })).toBeTruthy()
    expect(within(table).getAllByText('$15,400.50')).toHaveLength(2)
  })

  test('a company’s page shows its details, people with roles and limits, and who placed each order', async () => {
    render(<CompanyPage lang="en" companyId={7} />, 'en', '/ops/companies/7')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ararat Imports LLC' })).toBeTruthy()
    expect(screen.getByText('$5,000.00')).toBeTruthy()
    const people = within(screen.getByRole('region', { name: 'People' }))
    expect(people.getByText('Owner')).toBeTruthy()
    expect(people.getByText('Buyer')).toBeTruthy()
    expect(people.getByText('$2,500.00')).toBeTruthy()
    const orders = within(screen.getByRole('table', { name: 'The company’s orders, newest first' }))
    expect(orders.getByRole('link', { name: 'CS-2026-00090' }).getAttribute('href')).toBe('/en/ops/orders/90')
    expect(orders.getByText('Aram Petrosyan')).toBeTruthy()
  })

  test('in Persian, roles and counts read in Persian', async () => {
    render(<CompanyPage lang="fa" companyId={7} />, 'fa', '/ops/companies/7')
    const people = within(await screen.findByRole('region', { name: 'افراد' }))
    expect(people.getByText('مالک')).toBeTruthy()
    expect(people.getByText(/۱۱ سفارش/)).toBeTruthy()
  })

  test('an unknown company says there is no such company', async () => {
    render(<CompanyPage lang="en" companyId={9} />, 'en', '/ops/companies/9')
    expect(await screen.findByRole('heading', { name: 'There is no such company.' })).toBeTruthy()
  })
})
