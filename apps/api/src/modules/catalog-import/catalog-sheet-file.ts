import {
  CATALOG_COLUMNS,
  CATALOG_IMPORT_MAX_ROWS,
  type CatalogColumn,
  type CatalogFileFormat,
} from '@caravanserai/contracts/ops-catalog-import'
import { AppError } from '../../errors.ts'
import type { MessageKey } from '../../i18n/messages.ts'
import type { FileRow } from './catalog-import-plan.ts'
import type { Cells } from './catalog-sheet-rows.ts'
import { readSheetInWorker, SHEET_READ_SECONDS } from './catalog-sheet-thread.ts'
import { csvDocument } from './sheet-csv.ts'
import { SheetError, type SheetLimits, type SheetProblem, type SheetRow } from './sheet-error.ts'
import { writeXlsx } from './sheet-xlsx.ts'

// A catalogue file as bytes (docs/product.md#catalogue-import-and-export): CSV or XLSX, told
// apart by content (an XLSX is a zip), whatever the file's name says.

/** A workbook's sheet and shared texts may each unpack to this at most: a zip bomb stops here. */
export const XLSX_PART_MAX_BYTES = 128 * 1024 * 1024

const NUMERIC = new Set<CatalogColumn>(['product_id', 'price', 'stock', 'minimum_order'])

export function writeCatalogFile(format: CatalogFileFormat, rows: Cells[]): Buffer {
  if (format === 'csv')
    return Buffer.from(
      csvDocument(
        CATALOG_COLUMNS,
        rows.map((r) => CATALOG_COLUMNS.map((c) => r[c])),
      ),
    )
  const cells = rows.map((r) =>
    CATALOG_COLUMNS.map((c) => (NUMERIC.has(c) && r[c] !== '' ? Number(r[c]) : r[c])),
  )
  return writeXlsx('Catalogue', [[...CATALOG_COLUMNS], ...cells])
}

/**
 * What the reader keeps of an uploaded file (docs/product.md#catalogue-import-and-export): the
 * header and the row limit, the catalogue's columns, and 64 million characters of text: every
 * row of the largest catalogue with its four descriptions at 700 characters each, three times
 * what a CSV under the upload limit can carry.
 */
export const CATALOG_SHEET_LIMITS: SheetLimits = {
  rows: CATALOG_IMPORT_MAX_ROWS + 1,
  columns: CATALOG_COLUMNS.length,
  textChars: 64 * 1024 * 1024,
  // A sheet of the largest catalogue, every cell a text of its own, needs no more.
  sharedTexts: (CATALOG_IMPORT_MAX_ROWS + 1) * CATALOG_COLUMNS.length,
  partBytes: XLSX_PART_MAX_BYTES,
}

const PROBLEMS: Record<SheetProblem, [MessageKey, Record<string, number>]> = {
  notSpreadsheet: ['catalogImport.notSpreadsheet', {}],
  damaged: ['catalogImport.unreadable', {}],
  unpacksTooLarge: ['catalogImport.unpacksTooLarge', {}],
  tooMuchText: ['catalogImport.tooMuchText', {}],
  tooSlow: ['catalogImport.tooSlow', { seconds: SHEET_READ_SECONDS }],
  tooComplex: ['catalogImport.tooComplex', {}],
}

async function sheetRows(content: Buffer): Promise<SheetRow[]> {
  try {
    return await readSheetInWorker(content, CATALOG_SHEET_LIMITS)
  } catch (error) {
    if (!(error instanceof SheetError)) throw error
    const [code, params] = PROBLEMS[error.problem]
    throw new AppError(code, 400, params, 'file')
  }
}

/**
 * The data rows of an uploaded file by column name, each with the number a spreadsheet shows it
 * under, read in a worker thread. The header row must name known columns, each once, `sku` among
 * them, within the catalogue's number of columns.
 */
export async function readCatalogFile(content: Buffer): Promise<FileRow[]> {
  const [header, ...data] = await sheetRows(content)
  if (!header) throw new AppError('catalogImport.notSpreadsheet', 400, {}, 'file')
  if (data.length > CATALOG_IMPORT_MAX_ROWS)
    throw new AppError('catalogImport.tooManyRows', 400, { max: CATALOG_IMPORT_MAX_ROWS }, 'file')
  if (header.cut)
    throw new AppError('catalogImport.tooManyColumns', 400, { max: CATALOG_COLUMNS.length }, 'file')
  const known = new Set<string>(CATALOG_COLUMNS)
  const columns: (CatalogColumn | null)[] = []
  for (const name of header.cells.map((c) => c.trim().toLowerCase())) {
    if (name === '') {
      columns.push(null)
      continue
    }
    if (!known.has(name)) throw new AppError('catalogImport.unknownColumn', 400, { column: name }, 'file')
    if (columns.includes(name as CatalogColumn))
      throw new AppError('catalogImport.repeatedColumn', 400, { column: name }, 'file')
    columns.push(name as CatalogColumn)
  }
  if (!columns.includes('sku')) throw new AppError('catalogImport.skuColumnMissing', 400, {}, 'file')
  return data.map(({ line, cells }) => {
    const row: Partial<Cells> = {}
    columns.forEach((column, index) => {
      if (column) row[column] = (cells[index] ?? '').trim()
    })
    return { line, cells: row }
  })
}
