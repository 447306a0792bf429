import {
  CATALOG_COLUMNS,
  CATALOG_IMPORT_MAX_ROWS,
  type CatalogColumn,
  type CatalogFileFormat,
} from '@caravanserai/contracts/ops-catalog-import'
import { AppError } from '../../../errors.ts'
import type { FileRow } from './catalog-import-plan.ts'
import type { Cells } from './catalog-sheet-rows.ts'
import { csvDocument, readCsv } from './sheet-csv.ts'
import { readXlsx, writeXlsx } from './sheet-xlsx.ts'
import { looksLikeZip } from './sheet-zip.ts'

// A catalogue file as bytes (docs/product.md#catalogue-import-and-export): CSV or XLSX, told
// apart by content (an XLSX is a zip), whatever the file's name says.

/** No part of an uploaded workbook may unpack to more than this: a zip bomb stops here. */
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

function sheetRows(content: Buffer): { line: number; cells: string[] }[] {
  const limit = CATALOG_IMPORT_MAX_ROWS + 1
  if (looksLikeZip(content)) {
    try {
      return readXlsx(content, limit, XLSX_PART_MAX_BYTES)
    } catch {
      throw new AppError('catalogImport.unreadable', 400, {}, 'file')
    }
  }
  const text = new TextDecoder('utf-8', { fatal: true })
  let decoded: string
  try {
    decoded = text.decode(content)
  } catch {
    throw new AppError('catalogImport.notSpreadsheet', 400, {}, 'file')
  }
  if (decoded.includes('\u0000')) throw new AppError('catalogImport.notSpreadsheet', 400, {}, 'file')
  try {
    return readCsv(decoded, limit)
  } catch {
    throw new AppError('catalogImport.unreadable', 400, {}, 'file')
  }
}

/**
 * The data rows of an uploaded file by column name, each with the number a spreadsheet shows it
 * under. The header row must name known columns, each once, `sku` among them.
 */
export function readCatalogFile(content: Buffer): FileRow[] {
  const rows = sheetRows(content).filter((r) => r.cells.some((c) => c.trim() !== ''))
  const [header, ...data] = rows
  if (!header) throw new AppError('catalogImport.notSpreadsheet', 400, {}, 'file')
  if (data.length > CATALOG_IMPORT_MAX_ROWS)
    throw new AppError('catalogImport.tooManyRows', 400, { max: CATALOG_IMPORT_MAX_ROWS }, 'file')
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
