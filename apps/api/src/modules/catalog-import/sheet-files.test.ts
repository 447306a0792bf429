import { describe, expect, test } from 'vitest'
import { csvDocument } from '../content/csv-document.ts'
import { readCsv } from './sheet-csv.ts'
import type { SheetLimits } from './sheet-error.ts'
import { readXlsx, writeXlsx } from './sheet-xlsx.ts'
import { readZipEntries, writeZip } from './sheet-zip.ts'

const cells = (rows: { cells: string[] }[]) => rows.map((r) => r.cells)
const limits = (rows = 10, more: Partial<SheetLimits> = {}): SheetLimits => ({
  rows,
  columns: 5,
  textChars: 1 << 20,
  sharedTexts: 100,
  partBytes: 1 << 20,
  ...more,
})

describe('catalogue files', () => {
  test('CSV reads quotes, line breaks, a byte-order mark, semicolons and the export’s formula guard', () => {
    const written = csvDocument(
      ['sku', 'name_en'],
      [
        ['=SUM(A1)', 'Tin, "gold"\nline two'],
        ['-5', ' x '],
      ],
    )
    expect(cells(readCsv(`\uFEFF${written}\n\n`, limits()))).toEqual([
      ['sku', 'name_en'],
      ['=SUM(A1)', 'Tin, "gold"\nline two'],
      ['-5', ' x '],
    ])
    expect(cells(readCsv('sku;price_tiers\r\nA;"100:1;200:0.5"', limits()))).toEqual([
      ['sku', 'price_tiers'],
      ['A', '100:1;200:0.5'],
    ])
    expect(readCsv('a\nb\nc\nd', limits(2))).toHaveLength(3)
    expect(() => readCsv('a\n"open', limits())).toThrow(expect.objectContaining({ problem: 'damaged' }))
  })

  test('a workbook written is read back cell for cell, numbers and all scripts included', () => {
    const rows = [
      ['sku', 'price', 'name_fa'],
      ['A-1', 11.5, 'زعفران <سرگل> & "ممتاز"'],
      ['', 3, ' leading space'],
    ]
    expect(cells(readXlsx(writeXlsx('Catalogue', rows), limits()))).toEqual([
      ['sku', 'price', 'name_fa'],
      ['A-1', '11.5', 'زعفران <سرگل> & "ممتاز"'],
      ['', '3', ' leading space'],
    ])
  })

  test('a workbook as spreadsheets save it: shared strings, rich text, booleans and gaps between cells', () => {
    const sheet = `<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>
      <row r="3"><c r="B3" t="b"><v>1</v></c><c r="C3"><v>11.099999999999999</v></c></row></sheetData></worksheet>`
    const shared =
      '<sst><si><t>sku</t></si><si><r><t>pri</t></r><r><t xml:space="preserve">ce &amp; co</t></r></si></sst>'
    const zip = writeZip([
      ['xl/worksheets/sheet1.xml', Buffer.from(sheet)],
      ['xl/sharedStrings.xml', Buffer.from(shared)],
    ])
    expect(readXlsx(zip, limits())).toEqual([
      { line: 1, cells: ['sku', '', 'price & co'], cut: false },
      { line: 3, cells: ['', 'true', '11.099999999999999'], cut: false },
    ])
  })

  test('a part that unpacks past the bound is refused, whatever its header claims', () => {
    const honest = writeZip([['xl/worksheets/sheet1.xml', Buffer.alloc(4 << 20, 0x20)]])
    expect(honest.length).toBeLessThan(64 * 1024)
    const lying = Buffer.from(honest)
    lying.writeUInt32LE(1024, lying.indexOf(Buffer.from('PK\u0001\u0002')) + 24)
    for (const bomb of [honest, lying]) {
      expect(() => readZipEntries(bomb, ['xl/worksheets/sheet1.xml'], 1 << 20)).toThrow(
        expect.objectContaining({ problem: 'unpacksTooLarge' }),
      )
    }
    expect(
      readZipEntries(honest, ['xl/worksheets/sheet1.xml'], 8 << 20).get('xl/worksheets/sheet1.xml'),
    ).toHaveLength(4 << 20)
  })
})

describe('catalogue files read within bounds', () => {
  const zipOf = (parts: [string, string][]) =>
    writeZip(parts.map(([name, xml]): [string, Buffer] => [name, Buffer.from(xml)]))
  const workbook = (sheet: string, more: [string, string][] = []) =>
    zipOf([['xl/worksheets/sheet1.xml', `<worksheet><sheetData>${sheet}</sheetData></worksheet>`], ...more])
  const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`
  const problem = (read: () => unknown) => {
    try {
      read()
    } catch (error) {
      return (error as { problem?: string }).problem
    }
    return 'read'
  }

  test('a cell far to the right is left out, nothing made room for it, and a text there marks its row', () => {
    const sheet = `<row r="1">${text('A1', 'sku')}${text('ZZZZZZ1', 'notes')}</row>
      <row r="2"><c r="B2"><v>1</v></c><c r="ZZZZZZ2" s="1"/></row>`
    expect(readXlsx(workbook(sheet), limits())).toEqual([
      { line: 1, cells: ['sku'], cut: true },
      { line: 2, cells: ['', '1'], cut: false },
    ])
    const wide = readCsv(`sku${','.repeat(1_000_000)}x\nA${','.repeat(1_000_000)}`, limits())
    expect(wide).toEqual([
      { line: 1, cells: ['sku', '', '', '', ''], cut: true },
      { line: 2, cells: ['A', '', '', '', ''], cut: false },
    ])
  })

  test('a row, cell or text left open ends the reading as damaged', () => {
    const opened = [
      `<row r="1">${text('A1', 'sku')}`.repeat(3),
      '<row r="1"><c r="A1"><v>1</v></row>',
      '<row r="1"><c r="A1" t="inlineStr"><is><t>sku</is></c></row>',
    ]
    for (const sheet of opened) expect(problem(() => readXlsx(workbook(sheet), limits()))).toBe('damaged')
  })

  test('shared texts past their number or their length, or shared by too many cells, are refused', () => {
    const shared = (items: string) => [['xl/sharedStrings.xml', `<sst>${items}</sst>`]] as [string, string][]
    const row = (cells: number) =>
      `<row r="1">${Array.from({ length: cells }, (_, i) => `<c t="s" r="${String.fromCharCode(65 + i)}1"><v>0</v></c>`).join('')}</row>`
    const many = shared('<si><t>x</t></si>'.repeat(101))
    expect(problem(() => readXlsx(workbook(row(1), many), limits()))).toBe('tooMuchText')
    const long = shared(`<si><t>${'x'.repeat(1001)}</t></si>`)
    expect(problem(() => readXlsx(workbook(row(1), long), limits(10, { textChars: 1000 })))).toBe(
      'tooMuchText',
    )
    const reused = shared(`<si><t>${'x'.repeat(300)}</t></si>`)
    expect(problem(() => readXlsx(workbook(row(3), reused), limits(10, { textChars: 1000 })))).toBe('read')
    expect(problem(() => readXlsx(workbook(row(4), reused), limits(10, { textChars: 1000 })))).toBe(
      'tooMuchText',
    )
  })

  test('the first sheet is found by its relationship id as plain text, never as a pattern', () => {
    const id = '(a+)+$'
    const file = zipOf([
      [
        'xl/workbook.xml',
        `<workbook><sheets><sheet name="Data" sheetId="1" r:id="${id}"/></sheets></workbook>`,
      ],
      [
        'xl/_rels/workbook.xml.rels',
        `<Relationships><Relationship Id="${'a'.repeat(40)}!" Target="styles.xml"/><Relationship Id="${id}" Target="worksheets/data.xml"/></Relationships>`,
      ],
      [
        'xl/worksheets/data.xml',
        `<worksheet><sheetData><row r="1">${text('A1', 'sku')}</row></sheetData></worksheet>`,
      ],
    ])
    expect(cells(readXlsx(file, limits()))).toEqual([['sku']])
  })

  test('blank rows do not count towards the row limit, nor do they shift the rows’ numbers', () => {
    expect(readCsv('sku\n,,\n , \nA\nB\nC', limits(2))).toEqual([
      { line: 1, cells: ['sku'], cut: false },
      { line: 4, cells: ['A'], cut: false },
      { line: 5, cells: ['B'], cut: false },
    ])
    const sheet = `<row r="1">${text('A1', 'sku')}</row><row r="2"><c r="A2" s="1"/></row><row r="3"/>
      <row r="4">${text('A4', 'A')}</row><row r="5">${text('A5', 'B')}</row><row r="6">${text('A6', 'C')}</row>`
    expect(readXlsx(workbook(sheet), limits(2)).map((r) => r.line)).toEqual([1, 4, 5])
  })
})
