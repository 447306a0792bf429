// @vitest-environment happy-dom
import type { AuditEvent } from '@caravanserai/contracts/ops-audit'
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { ObjectHistory } from './object-history.tsx'

const priceEdit: AuditEvent = {
  id: 4,
  actor: { id: 3, email: 'anna@caravanserai.example' },
  action: 'product.update',
  object_type: 'product',
  object_id: 41,
  object_label: 'Sargol saffron',
  changes: { 'variations.0.price': { before: 12.5, after: 14 }, is_active: { before: true, after: false } },
  created_at: '2026-11-20T09:30:00Z',
}

function renderHistory(role: 'admin' | 'operator', results: AuditEvent[] = [priceEdit]) {
  return renderPage(<ObjectHistory lang="en" type="product" id={41} />, {
    path: '/ops/products/41',
    outletContext: { operator: aSessionUser(), role },
    answers: {
      'GET /ops/audit/product/41/': { body: { count: results.length, next: null, previous: null, results } },
    },
  })
}

describe("an object's history panel", () => {
  test('shows the last changes with who made them and each field before and after', async () => {
    const { requests } = renderHistory('operator')
    expect(await screen.findByRole('heading', { name: 'Changes by staff' })).toBeTruthy()
    expect(await screen.findByText('Edited the product')).toBeTruthy()
    expect(screen.getByText('anna@caravanserai.example')).toBeTruthy()
    expect(screen.getByText('Variation 1 · Price')).toBeTruthy()
    expect(screen.getByText('$12.50')).toBeTruthy()
    expect(screen.getByText('$14.00')).toBeTruthy()
    expect(screen.getByText('Yes')).toBeTruthy()
    expect(screen.getByText('No')).toBeTruthy()
    expect(requests[0]!.query.get('page_size')).toBe('10')
    // An operator reads the history but not the whole trail.
    expect(screen.queryByRole('link', { name: /audit trail/ })).toBeNull()
  })

  test('links an admin to the whole trail of the object', async () => {
    renderHistory('admin')
    const link = await screen.findByRole('link', { name: 'See the full history in the audit trail' })
    expect(link.getAttribute('href')).toBe('/en/ops/audit?object_type=product&object_id=41')
  })

  test('says when nothing was changed yet', async () => {
    renderHistory('operator', [])
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy()
  })
})
