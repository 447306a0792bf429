import { setTimeout } from 'node:timers/promises'
import { CATALOG_COLUMNS, CATALOG_IMPORT_MAX_ROWS } from '@caravanserai/contracts/ops-catalog-import'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { translate } from '../../i18n/messages.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { multipart } from '../../testing/multipart.ts'
import { CATALOG_SHEET_LIMITS, XLSX_PART_MAX_BYTES } from './catalog-sheet-file.ts'
import { writeXlsx } from './sheet-xlsx.ts'
import { writeZip } from './sheet-zip.ts'

// Files made to overwhelm a spreadsheet reader, each refused for what it is, quickly, while the
// server goes on answering others: the reading happens in a worker thread, within bounds.

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`
const workbook = (sheet: string, sharedStrings?: string) =>
  writeZip([
    ['xl/worksheets/sheet1.xml', Buffer.from(`<worksheet><sheetData>${sheet}</sheetData></worksheet>`)],
    ...(sharedStrings ? [['xl/sharedStrings.xml', Buffer.from(sharedStrings)] as [string, Buffer]] : []),
  ])

const CRAFTED: [string, () => Buffer, string][] = [
  [
    'a header cell at column ZZZZZZ',
    () => workbook(`<row r="1">${text('A1', 'sku')}${text('ZZZZZZ1', 'notes')}</row>`),
    translate('en', 'catalogImport.tooManyColumns', { max: CATALOG_COLUMNS.length }),
  ],
  [
    'a hundred thousand rows that never close',
    () =>
      workbook(
        Array.from({ length: 100_000 }, (_, i) => `<row r="${i + 1}">${text(`A${i + 1}`, 'sku')}`).join(''),
      ),
    translate('en', 'catalogImport.unreadable'),
  ],
  [
    `a sheet that unpacks past ${XLSX_PART_MAX_BYTES / 1024 / 1024} MB`,
    () => {
      const bomb = writeZip([['xl/worksheets/sheet1.xml', Buffer.alloc(XLSX_PART_MAX_BYTES + 1, 0x20)]])
      // Its directory claims a kilobyte: the bound must hold while unpacking, not just read the claim.
      bomb.writeUInt32LE(1024, bomb.indexOf(Buffer.from('PK\u0001\u0002')) + 24)
      return bomb
    },
    translate('en', 'catalogImport.unpacksTooLarge'),
  ],
  [
    `${CATALOG_IMPORT_MAX_ROWS + 1} rows`,
    () =>
      writeXlsx('Catalogue', [
        ['sku'],
        ...Array.from({ length: CATALOG_IMPORT_MAX_ROWS + 1 }, (_, i) => [`S-${i}`]),
      ]),
    translate('en', 'catalogImport.tooManyRows', { max: CATALOG_IMPORT_MAX_ROWS }),
  ],
  [
    'more shared texts than the largest catalogue has cells',
    () =>
      workbook(
        `<row r="1"><c r="A1" t="s"><v>0</v></c></row>`,
        `<sst>${'<si><t>x</t></si>'.repeat(CATALOG_SHEET_LIMITS.sharedTexts + 1)}</sst>`,
      ),
    translate('en', 'catalogImport.tooMuchText'),
  ],
]

describe('a catalogue file made to overwhelm the reader', () => {
  let t: TestApp
  let operator: TestUser

  beforeAll(async () => {
    t = await buildTestApp('pglite')
    operator = await t.users.operator()
  })
  afterAll(() => t.close())

  const upload = (file: Buffer) => {
    const body = multipart(file, { name: 'catalogue.xlsx', type: 'text/csv', fields: { dry_run: 'true' } })
    return t.app.inject({
      method: 'POST',
      url: '/api/ops/catalog/import/',
      payload: body.payload,
      headers: { ...operator.auth, ...body.headers, 'accept-language': 'en' },
    })
  }

  /**
   * The upload's answer; the processor time the process spent meanwhile, worker thread included
   * (its wall time on a machine shared with other work says more about the others); and the
   * slowest of the health checks asked every 50 ms meanwhile (each costs processor time too: asked
   * more often, on a busy machine where the upload takes longer, they alone came near a second).
   */
  const uploadWhileServing = async (file: Buffer) => {
    const cpu = process.cpuUsage()
    let done = false
    const answer = upload(file).finally(() => {
      done = true
    })
    const checks: number[] = []
    do {
      const asked = performance.now()
      const health = await t.app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(200)
      checks.push(performance.now() - asked)
      // An answer from inject can come without a turn of the event loop: wait for one.
      await setTimeout(50)
    } while (!done)
    const response = await answer
    const used = process.cpuUsage(cpu)
    return { response, cpuSeconds: (used.user + used.system) / 1e6, slowestCheck: Math.max(...checks) }
  }

  test.each(CRAFTED)(
    '%s is refused for what it is, in under 2 s of processor time, while the server answers others',
    async (_, make, message) => {
      const { response, cpuSeconds, slowestCheck } = await uploadWhileServing(make())
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ file: [message] })
      expect(cpuSeconds).toBeLessThan(2)
      expect(slowestCheck).toBeLessThan(1000)
    },
  )

  test('a stray cell at column ZZZZZZ of a data row is left out and the row read', async () => {
    const file = workbook(
      `<row r="1">${text('A1', 'sku')}</row><row r="2">${text('A2', 'NEW-1')}${text('ZZZZZZ2', 'note')}</row>`,
    )
    const response = await upload(file)
    expect(response.statusCode).toBe(200)
    expect(response.json().summary.rows).toBe(1)
  })
})
