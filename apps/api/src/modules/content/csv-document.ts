/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

/**
 * One CSV cell (RFC 4180): a value a spreadsheet would run as a formula gets a leading
 * apostrophe, so it is shown as text; a value with a comma, quote, line break or edge space is
 * quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV document: the header row, then one row per record, CRLF line ends. */
export function csvDocument(header: readonly string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}
