import { readZipEntries, writeZip } from './sheet-zip.ts'

// A minimal OOXML workbook: one sheet written with inline strings (no formulas, so no formula
// injection), and the first sheet of any workbook read back as rows of text.

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

// Characters XML 1.0 cannot carry at all.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeXml(text: string): string {
  return text
    .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_, name: string) =>
      name.startsWith('#x')
        ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : ENTITIES[name]!,
    )
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The text of a string item: its `<t>` runs joined, phonetic guides left out. */
function runsText(xml: string): string {
  const plain = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '')
  let text = ''
  for (const m of plain.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g))
    text += decodeXml(m[1] ?? '')
  return text
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
}

function columnIndex(ref: string | undefined): number | undefined {
  const letters = ref ? /^([A-Z]+)/.exec(ref)?.[1] : undefined
  if (!letters) return undefined
  let index = 0
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64)
  return index - 1
}

/** Where the workbook's first sheet is, by its relationships; sheet1 when they do not say. */
function firstSheetPath(workbook: string | undefined, rels: string | undefined): string {
  const id = workbook ? /<sheet\b[^>]*\sr:id="([^"]+)"/.exec(workbook)?.[1] : undefined
  const target = id && rels ? new RegExp(`<Relationship\\b[^>]*Id="${id}"[^>]*>`).exec(rels)?.[0] : undefined
  const path = target ? attribute(target, 'Target') : undefined
  if (!path) return 'xl/worksheets/sheet1.xml'
  return path.startsWith('/') ? path.slice(1) : `xl/${path}`
}

/**
 * The first sheet's rows as text cells, each with its row number; at most `maxRows` rows are
 * kept (one more says there were too many). Every part unpacks to `maxBytes` at most.
 */
export function readXlsx(
  zip: Buffer,
  maxRows: number,
  maxBytes: number,
): { line: number; cells: string[] }[] {
  const meta = readZipEntries(
    zip,
    ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml'],
    maxBytes,
  )
  const text = (name: string) => meta.get(name)?.toString('utf8')
  const sheetPath = firstSheetPath(text('xl/workbook.xml'), text('xl/_rels/workbook.xml.rels'))
  const sheet = readZipEntries(zip, [sheetPath], maxBytes).get(sheetPath)?.toString('utf8')
  if (sheet === undefined) throw new Error('no sheet')
  const shared = [...(text('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) =>
    runsText(m[1] ?? ''),
  )
  const rows: { line: number; cells: string[] }[] = []
  let line = 0
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    line = Number(attribute(rowMatch[1] ?? '', 'r')) || line + 1
    const cells: string[] = []
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const head = cell[1] ?? ''
      const inner = cell[2] ?? ''
      const at = columnIndex(attribute(head, 'r')) ?? cells.length
      const type = attribute(head, 't')
      const raw = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1]
      let value = ''
      if (type === 's') value = shared[Number(raw)] ?? ''
      else if (type === 'inlineStr') value = runsText(/<is>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '')
      else if (type === 'b') value = raw === '1' ? 'true' : 'false'
      else if (type !== 'e' && raw !== undefined) value = decodeXml(raw)
      while (cells.length < at) cells.push('')
      cells[at] = value
    }
    rows.push({ line, cells })
    if (rows.length > maxRows) break
  }
  return rows
}
