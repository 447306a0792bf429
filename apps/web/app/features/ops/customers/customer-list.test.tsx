// @vitest-environment happy-dom
import type { OpsCustomerRow } from '@caravanserai/contracts/ops-customers'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { SentRequest } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { CustomerList } from './customer-list.tsx'

const row = (fields: Partial<OpsCustomerRow>): OpsCustomerRow => ({
  id: 31,
  name: 'Ani Hakobyan',
  email: 'ani@ararat.example',
  company: 'Ararat Foods',
  tax_id: 'AM-02588',
  is_verified: true,
  is_active: true,
  orders_count: 1200,
  last_order_at: '2026-03-01T10:00:00Z',
  created_at: '2026-01-10T09:00:00Z',
  ...fields,
})

const page = (request: SentRequest) => {
  const search = request.query.get('search')
  const results = search
    ? [
        row({
          id: 32,
          name: 'Kaveh Rostami',
          email: 'kaveh@caravan.example',
          company: null,
          orders_count: 0,
          last_order_at: null,
          is_active: false,
        }),
      ]
    : [row({})]
  return { body: { count: search ? 1 : 41, next: null, previous: null, results } }
}

function renderList(lang: 'en' | 'fa' = 'en', path = '/ops/customers') {
  return renderPage(<CustomerList lang={lang} />, {
    lang,
    path,
    outletContext: { operator: aSessionUser(), role: 'operator' },
    answers: { 'GET /ops/customers/': page },
  })
}

describe('the console’s customers', () => {
  test('lists customers with their state and orders, linking to each, over pages', async () => {
    renderList()
    const table = await screen.findByRole('table', { name: 'Customers, newest first' })
    const link = within(table).getByRole('link', { name: 'Ani Hakobyan' })
    expect(link.getAttribute('href')).toBe('/en/ops/customers/31')
    expect(within(table).getByText('Ararat Foods')).toBeTruthy()
    expect(within(table).getByText('1,200')).toBeTruthy()
    expect(within(table).getByText('Email verified')).toBeTruthy()
    expect(screen.getByText('41 customers')).toBeTruthy()
    expect(screen.getByRole('link', { name: /3/ }).getAttribute('href')).toBe('/en/ops/customers?page=3')
  })

  test('search goes into the address and asks the API for it', async () => {
    const { user, requests, router } = renderList()
    await screen.findByRole('table')
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), '  Kaveh ')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('link', { name: 'Kaveh Rostami' })).toBeTruthy()
    expect(router.state.location.search).toBe('?search=Kaveh')
    await waitFor(() => expect(requests.at(-1)?.query.get('search')).toBe('Kaveh'))
    const table = within(screen.getByRole('table'))
    expect(table.getByText('Deactivated')).toBeTruthy()
    expect(table.getByText('None yet')).toBeTruthy()
  })

  test('the state filter is read from the address, and Persian counts in Persian digits', async () => {
    const { requests } = renderList('fa', '/ops/customers?status=deactivated')
    await screen.findByRole('table')
    expect(requests[0]?.query.get('status')).toBe('deactivated')
    expect(screen.getByRole('link', { name: 'غیرفعال' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByText('۴۱ مشتری')).toBeTruthy()
  })
})
