// @vitest-environment happy-dom
import type { OrderDocument } from '@caravanserai/contracts/documents'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { saveFile } from '../../../lib/save-file.ts'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { anOpsOrder } from './ops-order-fixtures.ts'
import { OrderDocuments } from './order-documents.tsx'

vi.mock('../../../lib/save-file.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/save-file.ts')>()),
  saveFile: vi.fn(),
}))

const documents: OrderDocument[] = [
  {
    id: 1,
    kind: 'proforma_invoice',
    number: 'PI-2026-00001',
    issued_at: '2026-11-20T10:00:00Z',
    superseded_at: null,
    download_url: '/api/ops/orders/77/documents/1/',
  },
  {
    id: 2,
    kind: 'commercial_invoice',
    number: 'CI-2026-00001',
    issued_at: '2026-11-27T10:00:00Z',
    superseded_at: null,
    download_url: '/api/ops/orders/77/documents/2/',
  },
  {
    id: 3,
    kind: 'packing_list',
    number: 'PL-2026-00001',
    issued_at: '2026-11-27T10:00:00Z',
    superseded_at: null,
    download_url: '/api/ops/orders/77/documents/3/',
  },
]

function renderDocuments(list: OrderDocument[], lang: 'en' | 'fa' = 'en', answers: Answers = {}) {
  return renderPage(<OrderDocuments lang={lang} order={anOpsOrder({ documents: list })} />, {
    lang,
    path: '/ops/orders/77',
    outletContext: { operator: aSessionUser() },
    answers,
  })
}

describe('the documents panel', () => {
  test('lists each document by kind, number and day of issue', () => {
    renderDocuments(documents)
    const items = within(screen.getByRole('region', { name: 'Documents' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent?.replace('Download', '').trim())).toEqual([
      'Proforma invoicePI-2026-00001 · issued Nov 20, 2026',
      'Commercial invoiceCI-2026-00001 · issued Nov 27, 2026',
      'Packing listPL-2026-00001 · issued Nov 27, 2026',
    ])
  })

  test('names the kinds in the page language, with dates in its digits', () => {
    renderDocuments(documents.slice(0, 1), 'fa')
    const item = within(screen.getByRole('region', { name: 'اسناد' })).getByRole('listitem')
    expect(item.textContent).toContain('پیش‌فاکتور')
    expect(item.textContent).toContain('۱۴۰۵')
    expect(within(item).getByRole('button', { name: 'دانلود پیش‌فاکتور PI-2026-00001' })).toBeTruthy()
  })

  test('downloads a document with the operator’s token and saves it under its number', async () => {
    const { user, requests } = renderDocuments(documents, 'en', {
      'GET /ops/orders/77/documents/2/': { body: '%PDF-1.7' },
    })
    await user.click(screen.getByRole('button', { name: 'Download Commercial invoice CI-2026-00001' }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'CI-2026-00001.pdf'))
    expect(requests.map((r) => r.path)).toEqual(['/ops/orders/77/documents/2/'])
    expect(await screen.findByText('CI-2026-00001.pdf downloaded.')).toBeTruthy()
  })

  test('says when the order has earned no document yet', () => {
    renderDocuments([])
    expect(screen.getByText(/^No documents yet\. The proforma invoice is issued with the quote/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull()
  })
})
