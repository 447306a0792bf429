// @vitest-environment happy-dom
import type { OpsSupplier } from '@caravanserai/contracts/ops-suppliers'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { SupplierEditor } from './supplier-editor.tsx'

const supplier: OpsSupplier = {
  id: 4,
  name: 'Golestan Saffron Co.',
  is_verified: false,
  verifications: [
    { kind: 'export_licence', verified_on: '2024-02-01', expires_on: '2025-02-01', expired: true },
  ],
  founded_year: 2004,
  years_in_trade: 22,
  certificates: [],
  product_count: 3,
  rfq_response_hours: null,
  translations: { en: { city: 'Mashhad', province: 'Razavi Khorasan', about: '' } },
}

function renderEditor(answers: Answers = {}) {
  const page = renderPage(<SupplierEditor lang="en" supplierId={4} />, {
    path: '/ops/suppliers/4',
    outletContext: { operator: aSessionUser() },
    answers: {
      'GET /ops/suppliers/4/': { body: supplier },
      'GET /ops/audit/supplier/4/': { body: { count: 0, next: null, previous: null, results: [] } },
      ...answers,
    },
  })
  return { ...page, writes: () => page.requests.filter((r) => r.method !== 'GET') }
}

describe('the supplier editor', () => {
  test('sends the whole profile: the checks with their days and last days, and only the languages written in', async () => {
    const { user, writes } = renderEditor({
      'PUT /ops/suppliers/4/': (request) => ({ body: { ...supplier, ...(request.body as object) } }),
    })
    await screen.findByRole('heading', { level: 1, name: /Golestan Saffron Co\./ })
    const cities = screen.getAllByRole('textbox', { name: 'City' })
    await user.type(cities[3]!, 'مشهد')
    // No one ticks the mark: it follows the checks, and a check past its last day says so.
    expect(screen.queryByRole('checkbox', { name: 'Verified supplier' })).toBeNull()
    expect(screen.getByText('Expired')).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Visit to the premises' }))
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByText('Enter the day of the check.')).toBeTruthy()
    expect(writes()).toEqual([])

    await user.type(screen.getByLabelText('Day of the check: Visit to the premises'), '2025-03-02')
    await user.type(screen.getByLabelText(/^Last day: Visit to the premises/), '2025-03-02')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByText('The last day must come after the day of the check.')).toBeTruthy()
    await user.clear(screen.getByLabelText(/^Last day: Visit to the premises/))
    await user.type(screen.getByLabelText(/^Last day: Visit to the premises/), '2027-03-02')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]!.body).toEqual({
      name: 'Golestan Saffron Co.',
      translations: {
        en: { city: 'Mashhad', province: 'Razavi Khorasan', about: '' },
        fa: { city: 'مشهد', province: '', about: '' },
      },
      founded_year: 2004,
      verifications: [
        { kind: 'export_licence', verified_on: '2024-02-01', expires_on: '2025-02-01' },
        { kind: 'site_visit', verified_on: '2025-03-02', expires_on: '2027-03-02' },
      ],
    })
  })

  test("shows the API's refusal under the field it is about", async () => {
    const { user } = renderEditor({
      'PUT /ops/suppliers/4/': { status: 400, body: { name: ['A producer with this name already exists.'] } },
    })
    const name = await screen.findByRole('textbox', { name: /^Name/ })
    await user.clear(name)
    await user.type(name, 'Torbat Zarrin Saffron')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByText('A producer with this name already exists.')).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
  })
})
