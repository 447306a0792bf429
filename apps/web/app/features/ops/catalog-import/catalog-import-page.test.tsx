// @vitest-environment happy-dom
import type { CatalogImportReport } from '@caravanserai/contracts/ops-catalog-import'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { saveFile } from '../../../lib/save-file.ts'
import type { SentRequest } from '../../../testing/fake-api.ts'
import { fedStream } from '../../../testing/fed-stream.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { CatalogImportPage } from './catalog-import-page.tsx'

vi.mock('../../../lib/save-file.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/save-file.ts')>()),
  saveFile: vi.fn(),
}))

const summary = {
  rows: 3,
  products_created: 1,
  products_updated: 1,
  products_unchanged: 0,
  variations_created: 2,
  variations_updated: 1,
  variations_unchanged: 0,
}

function aReport(fields: Partial<CatalogImportReport> = {}): CatalogImportReport {
  return { dry_run: true, ok: true, summary, error_count: 0, errors: [], ...fields }
}

const file = () => new File(['sku,price\r\nA-1,10\r\n'], 'catalogue.csv', { type: 'text/csv' })
const dryRunOf = (request: SentRequest) => (request.body as FormData).get('dry_run')

describe('the catalogue import page', () => {
  test('a dry run lists each error by row and column, page by page, and offers no import', async () => {
    const errors = Array.from({ length: 60 }, (_, i) => ({
      row: i + 2,
      column: i === 0 ? null : 'price',
      message: `Problem ${i + 2}`,
    }))
    const { user, requests } = renderPage(<CatalogImportPage lang="en" />, {
      answers: { 'POST /ops/catalog/import/': { body: aReport({ ok: false, error_count: 60, errors }) } },
    })
    await user.upload(screen.getByLabelText('Choose a file'), file())
    await user.click(screen.getByRole('button', { name: 'Check the file' }))
    expect(
      await screen.findByText('60 errors: nothing will be imported until they are corrected'),
    ).toBeDefined()
    const table = screen.getByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(51)
    expect(within(table).getByText('whole row')).toBeDefined()
    expect(within(table).getByText('Problem 51')).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Next errors' }))
    expect(within(screen.getByRole('table')).getByText('Problem 61')).toBeDefined()
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull()
    expect(requests.map(dryRunOf)).toEqual(['true'])
    expect((requests[0]!.body as FormData).get('file')).toBeInstanceOf(File)
  })

  test('a clean dry run offers to import its rows, and the run shows what it did', async () => {
    const { user, requests } = renderPage(<CatalogImportPage lang="en" />, {
      answers: {
        'POST /ops/catalog/import/': (request) => ({
          body: aReport({ dry_run: dryRunOf(request) === 'true' }),
        }),
      },
    })
    await user.upload(screen.getByLabelText('Choose a file'), file())
    await user.click(screen.getByRole('button', { name: 'Check the file' }))
    await user.click(await screen.findByRole('button', { name: 'Import 3 rows' }))
    expect(await screen.findByText('The catalogue was updated.')).toBeDefined()
    expect(requests.map(dryRunOf)).toEqual(['true', 'false'])
    expect(screen.getByText('New products').nextSibling?.textContent).toBe('1')
    await user.click(screen.getByRole('button', { name: 'Import another file' }))
    expect(screen.queryByText('The catalogue was updated.')).toBeNull()
  })

  test('a run shows how far the server has written, stage by stage, in Russian', async () => {
    const stream = fedStream()
    const send = (line: unknown) => stream.push(`${JSON.stringify(line)}\n`)
    const { user, requests } = renderPage(<CatalogImportPage lang="ru" />, {
      lang: 'ru',
      answers: {
        'POST /ops/catalog/import/': (request) =>
          dryRunOf(request) === 'true' ? { body: aReport() } : { response: stream.response() },
      },
    })
    await user.upload(screen.getByLabelText('Выбрать файл'), file())
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }))
    await user.click(await screen.findByRole('button', { name: 'Импортировать строки: 3' }))
    expect((await screen.findByText('Читаем и проверяем файл…')).getAttribute('role')).toBe('status')
    send({ progress: { stage: 'products', done: 1200, total: 2500 } })
    expect(await screen.findByText(/^Записываем товары: 1\s200 из 2\s500$/)).toBeDefined()
    expect(screen.getByRole('progressbar', { name: 'Идёт импорт' }).getAttribute('value')).toBe('1200')
    send({ progress: { stage: 'pages', done: 2500, total: 2500 } })
    expect(await screen.findByText(/^Обновляем страницы магазина: 2\s500 из 2\s500$/)).toBeDefined()
    send({ answer: aReport({ dry_run: false }) })
    stream.close()
    expect(await screen.findByText('Каталог обновлён.')).toBeDefined()
    expect(requests[1]!.headers.Accept).toBe('application/x-ndjson, application/json')
  })

  test('a file the server refuses says why, and an unchanged file has nothing to import', async () => {
    let refuse = true
    const { user } = renderPage(<CatalogImportPage lang="en" />, {
      answers: {
        'POST /ops/catalog/import/': () =>
          refuse
            ? { status: 400, body: { file: ['This file is not a spreadsheet.'] } }
            : { body: aReport({ summary: { ...summary, products_created: 0, products_updated: 0 } }) },
      },
    })
    await user.upload(screen.getByLabelText('Choose a file'), file())
    await user.click(screen.getByRole('button', { name: 'Check the file' }))
    expect(await screen.findByText('The import failed: This file is not a spreadsheet.')).toBeDefined()
    refuse = false
    await user.click(screen.getByRole('button', { name: 'Check the file' }))
    expect(
      await screen.findByText('The file matches the catalogue: there is nothing to import.'),
    ).toBeDefined()
  })

  test('exports the catalogue as a file, the page in Persian from right to left', async () => {
    const { user, requests } = renderPage(<CatalogImportPage lang="fa" />, {
      lang: 'fa',
      answers: { 'GET /ops/catalog/export/': { body: 'sku' } },
    })
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('heading', { level: 1, name: 'درون‌ریزی و برون‌بری کاتالوگ' })).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'برون‌بری اکسل (.xlsx)' }))
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/\.xlsx$/)),
    )
    expect(requests[0]!.query.get('format')).toBe('xlsx')
  })
})
