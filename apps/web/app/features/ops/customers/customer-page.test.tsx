// @vitest-environment happy-dom
import type { OpsCustomer } from '@caravanserai/contracts/ops-customers'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { saveFile } from '../../../lib/save-file.ts'
import { aSessionUser, aShippingAddress } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { CustomerPage } from './customer-page.tsx'

vi.mock('../../../lib/save-file.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/save-file.ts')>()),
  saveFile: vi.fn(),
}))

function aCustomer(fields: Partial<OpsCustomer> = {}): OpsCustomer {
  return {
    id: 31,
    name: 'Ani Hakobyan',
    first_name: 'Ani',
    last_name: 'Hakobyan',
    email: 'ani@ararat.example',
    phone_number: '+374 10 555 555',
    address: '1 Abovyan Street, Yerevan',
    tax_id: 'AM-02588',
    user_type: 'customer',
    language: 'hy',
    display_currency: null,
    is_verified: false,
    is_active: true,
    created_at: '2026-01-10T09:00:00Z',
    updated_at: '2026-02-10T09:00:00Z',
    addresses: [aShippingAddress({ is_default_shipping: true })],
    orders: [
      {
        id: 77,
        order_number: 'CS-2026-0077',
        created_at: '2026-03-01T10:00:00Z',
        status: 'processing',
        payment_state: 'paid',
        total_amount: 1250.5,
        settlement_currency: 'EUR',
        settlement_total_amount: 1150.46,
      },
    ],
    orders_count: 1,
    reviews: [
      {
        id: 4,
        product: { id: 7, name: 'Sargol saffron' },
        rating: 1,
        comment: 'Terrible seller',
        review_date: '2026-03-05T10:00:00Z',
        hidden_at: '2026-03-06T10:00:00Z',
        hidden_reason: 'Abusive language',
      },
    ],
    ...fields,
  }
}

function renderCustomer(customer: OpsCustomer, answers: Answers = {}) {
  return renderPage(<CustomerPage lang="en" customerId={31} />, {
    path: '/ops/customers/31',
    outletContext: { operator: aSessionUser(), role: 'operator' },
    answers: { 'GET /ops/customers/31/': { body: customer }, ...answers },
  })
}

describe('a customer in the console', () => {
  test('shows the profile, badges, orders linking to the console, addresses and hidden reviews with the reason', async () => {
    renderCustomer(aCustomer({ orders_count: 1200 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Ani Hakobyan' })).toBeTruthy()
    expect(screen.getByText('Email not verified')).toBeTruthy()
    expect(screen.getByText('Active')).toBeTruthy()
    expect(screen.getByText('AM-02588')).toBeTruthy()
    expect(screen.getByText('Armenian')).toBeTruthy()
    const orders = within(screen.getByRole('region', { name: 'Orders' }))
    expect(orders.getByRole('link', { name: 'CS-2026-0077' }).getAttribute('href')).toBe('/en/ops/orders/77')
    expect(orders.getByText('€1,150.46')).toBeTruthy()
    expect(orders.queryByText('$1,250.50')).toBeNull()
    expect(orders.getByText('The newest 1 of 1,200 orders.')).toBeTruthy()
    const reviews = within(screen.getByRole('region', { name: 'Reviews' }))
    expect(reviews.getByText('Hidden')).toBeTruthy()
    expect(reviews.getByText('Hidden from the product page: Abusive language')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Address book' })).getByText('Default for shipping'),
    ).toBeTruthy()
  })

  test('deactivation is asked first, and the page then shows the account deactivated', async () => {
    const customer = aCustomer()
    const { user, requests } = renderCustomer(customer, {
      'POST /ops/customers/31/deactivate/': { body: { ...customer, is_active: false } },
    })
    await user.click(await screen.findByRole('button', { name: 'Deactivate…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate this account?' })
    expect(dialog.textContent).toContain('ani@ararat.example')
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Deactivated')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reactivate…' })).toBeTruthy()
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/ops/customers/31/deactivate/',
    ])
  })

  test('a new verification link is sent after a confirmation; verified customers are not offered one', async () => {
    const { user, requests } = renderCustomer(aCustomer(), {
      'POST /ops/customers/31/verification/': {
        body: { detail: 'A new verification link has been sent to the customer.' },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Resend verification…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Send a new verification link?' })
    expect(dialog.textContent).toContain('ani@ararat.example')
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/ops/customers/31/verification/',
    ])
  })

  test('the data downloads as customer-<id>.json', async () => {
    const { user, requests } = renderCustomer(aCustomer({ is_verified: true }), {
      'GET /ops/customers/31/export/': { body: { profile: { id: 31 } } },
    })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: 'Resend verification…' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Download data (JSON)' }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'customer-31.json'))
    expect(requests.map((r) => r.path)).toContain('/ops/customers/31/export/')
  })

  test('erasure needs the account’s email typed; then the page says the account was erased', async () => {
    const { user, requests } = renderCustomer(aCustomer(), {
      'POST /ops/customers/31/erase/': { body: { outcome: 'anonymised' } },
    })
    await user.click(await screen.findByRole('button', { name: 'Erase account…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase this account for good?' })
    const field = within(dialog).getByRole('textbox', { name: 'Type the account’s email to confirm' })
    await user.type(field, 'someone@else.example')
    await user.click(within(dialog).getByRole('button', { name: 'Erase account' }))
    expect(await within(dialog).findByText('Type the account’s email exactly as shown.')).toBeTruthy()
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])

    await user.clear(field)
    await user.type(field, 'ANI@ararat.example')
    await user.click(within(dialog).getByRole('button', { name: 'Erase account' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'The account was erased' })).toBeTruthy()
    expect(screen.getByText(/customer #31/)).toBeTruthy()
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ confirm_email: 'ANI@ararat.example' })
  })

  test('an unknown customer says so', async () => {
    renderPage(<CustomerPage lang="en" customerId={99} />, {
      path: '/ops/customers/99',
      outletContext: { operator: aSessionUser(), role: 'operator' },
      answers: { 'GET /ops/customers/99/': { status: 404, body: { detail: 'Not found.' } } },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such customer.' })).toBeTruthy()
  })
})
