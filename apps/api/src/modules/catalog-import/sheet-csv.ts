import { csvDocument } from '../content/csv-document.ts'
import { SheetError, type SheetLimits, type SheetRow } from './sheet-error.ts'

// CSV as RFC 4180 (docs/decisions/013): written by the inbox's helper, which guards formulas
// with a leading apostrophe, and read back here, taking that apostrophe off again.

export { csvDocument }

/** An apostrophe the export put before a formula-like value; the import takes it off. */
const GUARDED = /^'(?=[=+\-@\t\r])/

/**
 * The rows of a CSV text that hold any text (a leading byte-order mark ignored; comma, or
 * semicolon when the header has semicolons and no commas, as spreadsheets in some languages
 * save), each with its number as a spreadsheet shows it (the header is 1; blank lines are not
 * counted), within `limits` (sheet-error.ts). Throws on a quote left open.
 */
export function readCsv(text: string, limits: SheetLimits): SheetRow[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const firstLine = source.slice(0, source.search(/\r?\n|$/))
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ','
  const rows: SheetRow[] = []
  let cells: string[] = []
  let width = 0
  let cut = false
  let cell = ''
  let line = 0
  let chars = 0
  let at = 0
  const endCell = () => {
    const value = cell.replace(GUARDED, '')
    if (width < limits.columns) {
      cells.push(value)
      chars += value.length
    } else cut ||= value.trim() !== ''
    width++
    cell = ''
  }
  const endRow = () => {
    endCell()
    if (width > 1 || cells[0] !== '') line++
    if (cut || cells.some((c) => c.trim() !== '')) rows.push({ line, cells, cut })
    if (chars > limits.textChars) throw new SheetError('tooMuchText')
    cells = []
    width = 0
    cut = false
  }
  while (at < source.length && rows.length <= limits.rows) {
    const char = source[at]!
    if (char === '"' && cell === '') {
      const close = quotedEnd(source, at + 1)
      const quoted = source.slice(at + 1, close)
      cell = quoted.replaceAll('""', '"')
      at = close + 1
      // A stray "x after the closing quote is kept as written.
      continue
    }
    if (char === separator) endCell()
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[at + 1] === '\n') at++
      endRow()
    } else cell += char
    at++
  }
  if (cell !== '' || width > 0) endRow()
  return rows
}

function quotedEnd(source: string, from: number): number {
  let at = from
  for (;;) {
    const quote = source.indexOf('"', at)
    if (quote < 0) throw new SheetError('damaged')
    if (source[quote + 1] === '"') at = quote + 2
    else return quote
  }
}
