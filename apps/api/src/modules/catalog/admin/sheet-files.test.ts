import { describe, expect, test } from 'vitest'
import { csvDocument } from '../../content/csv-document.ts'
import { readCsv } from './sheet-csv.ts'
import { readXlsx, writeXlsx } from './sheet-xlsx.ts'
import { readZipEntries, writeZip } from './sheet-zip.ts'

const cells = (rows: { cells: string[] }[]) => rows.map((r) => r.cells)

describe('catalogue files', () => {
  test('CSV reads quotes, line breaks, a byte-order mark, semicolons and the export’s formula guard', () => {
    const written = csvDocument(
      ['sku', 'name_en'],
      [
        ['=SUM(A1)', 'Tin, "gold"\nline two'],
        ['-5', ' x '],
      ],
    )
    expect(cells(readCsv(`\uFEFF${written}\n\n`, 10))).toEqual([
      ['sku', 'name_en'],
      ['=SUM(A1)', 'Tin, "gold"\nline two'],
      ['-5', ' x '],
    ])
    expect(cells(readCsv('sku;price_tiers\r\nA;"100:1;200:0.5"', 10))).toEqual([
      ['sku', 'price_tiers'],
      ['A', '100:1;200:0.5'],
    ])
    expect(readCsv('a\nb\nc\nd', 2)).toHaveLength(3)
    expect(() => readCsv('a\n"open', 10)).toThrow()
  })

  test('a workbook written is read back cell for cell, numbers and all scripts included', () => {
    const rows = [
      ['sku', 'price', 'name_fa'],
      ['A-1', 11.5, 'زعفران <سرگل> & "ممتاز"'],
      ['', 3, ' leading space'],
    ]
    expect(cells(readXlsx(writeXlsx('Catalogue', rows), 10, 1 << 20))).toEqual([
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
    expect(readXlsx(zip, 10, 1 << 20)).toEqual([
      { line: 1, cells: ['sku', '', 'price & co'] },
      { line: 3, cells: ['', 'true', '11.099999999999999'] },
    ])
  })

  test('a part that unpacks past the bound is refused, whatever its header claims', () => {
    const bomb = writeZip([['xl/worksheets/sheet1.xml', Buffer.alloc(4 << 20, 0x20)]])
    expect(bomb.length).toBeLessThan(64 * 1024)
    expect(() => readZipEntries(bomb, ['xl/worksheets/sheet1.xml'], 1 << 20)).toThrow()
    expect(
      readZipEntries(bomb, ['xl/worksheets/sheet1.xml'], 8 << 20).get('xl/worksheets/sheet1.xml'),
    ).toHaveLength(4 << 20)
  })
})
