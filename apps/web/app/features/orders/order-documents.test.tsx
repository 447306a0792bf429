// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { saveFile } from '../../lib/save-file.ts'
import { anOrder } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { OrderDocuments } from './order-documents.tsx'

vi.mock('../../lib/save-file.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/save-file.ts')>()),
  saveFile: vi.fn(),
}))

afterEach(() => vi.mocked(saveFile).mockClear())

function renderDocuments(
  order: Order,
  { lang = 'en', answers = {} }: { lang?: Lang; answers?: Answers } = {},
) {
  return renderPage(<OrderDocuments lang={lang} order={order} />, {
    lang,
    path: `/orders/${order.id}`,
    answers,
  })
}

const proforma = {
  id: 5,
  kind: 'proforma_invoice',
  number: 'PI-2026-00012',
  issued_at: '2026-11-21T10:00:00Z',
  superseded_at: null,
  download_url: '/api/orders/77/documents/5/',
} as const

const quoted = anOrder({
  status: 'pending_approval',
  shipping_price: 120,
  total_amount: 680,
  incoterm: 'CPT',
  incoterm_place: 'Upper Lars',
  quote_valid_until: '2026-12-05',
  documents: [proforma],
})

describe('the order’s trade documents', () => {
  test('before the quote, says the proforma invoice comes with it', () => {
    renderDocuments(anOrder())
    const section = screen.getByRole('region', { name: 'Documents' })
    expect(section.textContent).toContain('The proforma invoice comes with the shipping quote')
    expect(within(section).queryByRole('button')).toBeNull()
  })

  test('lists each document by its kind, number and date, with the quote’s terms', () => {
    renderDocuments(quoted)
    const section = screen.getByRole('region', { name: 'Documents' })
    const item = within(section).getByRole('listitem')
    expect(item.textContent).toContain('Proforma invoice')
    expect(item.textContent).toContain('PI-2026-00012')
    expect(item.textContent).toContain('Issued Nov 21, 2026')
    expect(section.textContent).toContain('CPT Upper Lars')
    expect(section.textContent).toContain('Carriage Paid To')
    expect(section.textContent).toContain('December 5, 2026')
    expect(section.textContent).toContain('The commercial invoice and the packing list are added here')
  })

  test('marks a proforma invoice a newer quote replaced, beside the standing one', () => {
    const replaced = { ...proforma, id: 4, number: 'PI-2026-00009', superseded_at: '2026-11-21T10:00:00Z' }
    renderDocuments({ ...quoted, documents: [replaced, proforma] })
    const [old, standing] = within(screen.getByRole('region', { name: 'Documents' })).getAllByRole('listitem')
    expect(old!.textContent).toContain('PI-2026-00009')
    expect(old!.textContent).toContain('Replaced by a newer quote')
    expect(standing!.textContent).not.toContain('Replaced by a newer quote')
  })

  test('downloads a document with the session and saves it under its number', async () => {
    const { user, requests } = renderDocuments(quoted, {
      answers: { 'GET /orders/77/documents/5/': { body: {} } },
    })
    await user.click(screen.getByRole('button', { name: 'Download PDF: Proforma invoice PI-2026-00012' }))

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1))
    expect(requests.map((r) => [r.method, r.path])).toEqual([['GET', '/orders/77/documents/5/']])
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('PI-2026-00012.pdf')
  })

  test('in Persian, the kinds are translated and the dates written with Persian digits', () => {
    renderDocuments(quoted, { lang: 'fa' })
    const section = screen.getByRole('region', { name: 'اسناد' })
    expect(section.textContent).toContain('پیش‌فاکتور')
    expect(section.textContent).toContain('PI-2026-00012')
    expect(section.textContent?.replace(/PI-2026-00012|CPT|Upper Lars|PDF/g, '')).not.toMatch(/[0-9]/)
  })
})
