import { readCsv } from './sheet-csv.ts'
import { SheetError, type SheetLimits, type SheetRow } from './sheet-error.ts'
import { readXlsx } from './sheet-xlsx.ts'
import { looksLikeZip } from './sheet-zip.ts'

/**
 * The rows with text of an uploaded sheet, CSV or XLSX told apart by content (an XLSX is a zip),
 * whatever the file's name says. Throws a SheetError naming what is wrong with the file.
 */
export function readSheet(content: Buffer, limits: SheetLimits): SheetRow[] {
  if (looksLikeZip(content)) return readAs(() => readXlsx(content, limits))
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content)
  } catch {
    throw new SheetError('notSpreadsheet')
  }
  if (text.includes('\u0000')) throw new SheetError('notSpreadsheet')
  return readAs(() => readCsv(text, limits))
}

/** What a reader gives, or its SheetError; anything else it throws means a damaged file. */
function readAs(read: () => SheetRow[]): SheetRow[] {
  try {
    return read()
  } catch (error) {
    throw error instanceof SheetError ? error : new SheetError('damaged')
  }
}
