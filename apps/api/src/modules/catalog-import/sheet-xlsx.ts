import { SheetError, type SheetLimits, type SheetRow } from './sheet-error.ts'
import { readZipEntries, writeZip } from './sheet-zip.ts'
import { attribute, decodeXml, elements, firstElement, opensMoreThan } from './xml-elements.ts'

// A minimal OOXML workbook: one sheet written with inline strings (no formulas, so no formula
// injection), and the first sheet of any workbook read back as rows of text.

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

// Characters XML 1.0 cannot carry at all.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/**
 * Bytes the workbook's index parts (its list of sheets and their files) may unpack to: a few
 * kilobytes in any workbook a spreadsheet saves, so a megabyte leaves room and no more.
 */
const XLSX_INDEX_MAX_BYTES = 1024 * 1024

function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/** The column letters of a zero-based index: 0 → A, 26 → AA. */
function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

function cellXml(value: string | number, ref: string): string {
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`
  if (value === '') return ''
  const space = /^\s|\s$|\n/.test(value) ? ' xml:space="preserve"' : ''
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${escapeXml(value)}</t></is></c>`
}

/** An XLSX workbook of one sheet named `sheetName`: the rows as given, numbers as numbers. */
export function writeXlsx(sheetName: string, rows: (string | number)[][]): Buffer {
  const body = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((v, c) => cellXml(v, `${columnName(c)}${r + 1}`)).join('')}</row>`,
    )
    .join('')
  const files: [string, string][] = [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`,
    ],
    ['xl/worksheets/sheet1.xml', `<worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`],
  ]
  return writeZip(files.map(([name, xml]) => [name, Buffer.from(XML_HEAD + xml, 'utf8')]))
}

/** The text of a string item: its `<t>` runs joined, phonetic guides (`<rPh>`) left out. */
function runsText(xml: string): string {
  let text = ''
  for (const run of elements(xml, 't', 'rPh')) text += decodeXml(run.inner)
  return text
}

/** The zero-based column of a cell reference (A1 → 0, AA7 → 26); past seven letters, Infinity. */
function columnIndex(ref: string | undefined): number | undefined {
  const letters = ref ? /^[A-Z]{1,8}/.exec(ref)?.[0] : undefined
  if (!letters) return undefined
  if (letters.length > 7) return Number.POSITIVE_INFINITY
  let index = 0
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64)
  return index - 1
}

/** Where the workbook's first sheet is, by its relationships; sheet1 when they do not say. */
function firstSheetPath(workbook: string | undefined, rels: string | undefined): string {
  const sheet = workbook ? firstElement(workbook, 'sheet') : undefined
  const id = sheet ? attribute(sheet.head, 'r:id') : undefined
  let path: string | undefined
  for (const relationship of id && rels ? elements(rels, 'Relationship') : [])
    if (attribute(relationship.head, 'Id') === id) {
      path = attribute(relationship.head, 'Target')
      break
    }
  if (!path) return 'xl/worksheets/sheet1.xml'
  return path.startsWith('/') ? path.slice(1) : `xl/${path}`
}

/** The workbook's table of shared texts, within the limits on their number and their length. */
function sharedTexts(xml: string | undefined, limits: SheetLimits): string[] {
  if (xml === undefined) return []
  if (opensMoreThan(xml, 'si', limits.sharedTexts)) throw new SheetError('tooMuchText')
  const texts: string[] = []
  let chars = 0
  for (const item of elements(xml, 'si')) {
    const text = runsText(item.inner)
    chars += text.length
    if (chars > limits.textChars) throw new SheetError('tooMuchText')
    texts.push(text)
  }
  return texts
}

function cellText(head: string, inner: string, shared: string[]): string {
  const type = attribute(head, 't')
  if (type === 'inlineStr') return runsText(firstElement(inner, 'is')?.inner ?? '')
  const raw = firstElement(inner, 'v')?.inner
  if (type === 's') return shared[Number(raw)] ?? ''
  if (type === 'b') return raw === '1' ? 'true' : 'false'
  return type === 'e' || raw === undefined ? '' : decodeXml(raw)
}

/**
 * The first sheet's rows that hold any text, as text cells, each with its row number, within
 * `limits` (sheet-error.ts). A cell names its column; one that does not follows the one before.
 */
export function readXlsx(zip: Buffer, limits: SheetLimits): SheetRow[] {
  const index = readZipEntries(zip, ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels'], XLSX_INDEX_MAX_BYTES)
  const text = (name: string) => index.get(name)?.toString('utf8')
  const sheetPath = firstSheetPath(text('xl/workbook.xml'), text('xl/_rels/workbook.xml.rels'))
  const parts = readZipEntries(zip, [sheetPath, 'xl/sharedStrings.xml'], limits.partBytes)
  const sheet = parts.get(sheetPath)?.toString('utf8')
  if (sheet === undefined) throw new SheetError('damaged')
  const shared = sharedTexts(parts.get('xl/sharedStrings.xml')?.toString('utf8'), limits)
  const rows: SheetRow[] = []
  let line = 0
  let chars = 0
  for (const row of elements(sheet, 'row')) {
    line = Number(attribute(row.head, 'r')) || line + 1
    const cells: string[] = []
    let cut = false
    let next = 0
    for (const cell of elements(row.inner, 'c')) {
      const at = columnIndex(attribute(cell.head, 'r')) ?? next
      next = at + 1
      const value = cellText(cell.head, cell.inner, shared)
      if (at >= limits.columns) {
        cut ||= value.trim() !== ''
        continue
      }
      while (cells.length < at) cells.push('')
      cells[at] = value
      chars += value.length
    }
    if (chars > limits.textChars) throw new SheetError('tooMuchText')
    if (cut || cells.some((c) => c.trim() !== '')) rows.push({ line, cells, cut })
    if (rows.length > limits.rows) break
  }
  return rows
}
