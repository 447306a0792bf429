import { isUtf8 } from 'node:buffer'
import { readCsv } from './sheet-csv.ts'
import { SheetError, type SheetLimits, type SheetRow } from './sheet-error.ts'
import { readXlsx } from './sheet-xlsx.ts'
import { looksLikeZip } from './sheet-zip.ts'

/**
 * The rows with text of an uploaded sheet, CSV or XLSX told apart by content (an XLSX is a zip),
 * whatever the file's name says. Throws a SheetError naming what is wrong with the file.
 */
export function readSheet(content: Buffer, limits: SheetLimits): SheetRow[] {
  if (sheetKind(content) === 'xlsx') return readAs(() => readXlsx(content, limits))
  return readAs(() => readCsv(content.toString('utf8'), limits))
}

/**
 * Whether `content` can be a spreadsheet at all, and which kind: a zip is read as XLSX, UTF-8
 * text without NUL as CSV, anything else is a SheetError `notSpreadsheet`. One pass over the
 * bytes that allocates nothing, so it runs before a file waits for a reading thread.
 */
export function sheetKind(content: Buffer): 'xlsx' | 'csv' {
  if (looksLikeZip(content)) return 'xlsx'
  if (!isUtf8(content) || content.includes(0)) throw new SheetError('notSpreadsheet')
  return 'csv'
}

/** What a reader gives, or its SheetError; anything else it throws means a damaged file. */
function readAs(read: () => SheetRow[]): SheetRow[] {
  try {
    return read()
  } catch (error) {
    throw error instanceof SheetError ? error : new SheetError('damaged')
  }
}
