import { describe, expect, test } from 'vitest'
import { csvCell, csvDocument } from './csv-document.ts'

describe('CSV cells', () => {
  test.each([
    ['plain@example.com', 'plain@example.com'],
    ['', ''],
    [null, ''],
    [42, '42'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    [' padded', '" padded"'],
  ])('%j is written as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  test.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['=cmd|"/c calc"!A1@evil.example', `"'=cmd|""/c calc""!A1@evil.example"`],
  ])('a formula %j is neutralised as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  test('a cell in the middle of a value starting like a formula is left alone', () => {
    expect(csvCell('a=b+c')).toBe('a=b+c')
  })

  test('a document has a header row and CRLF line ends', () => {
    expect(
      csvDocument(
        ['email', 'status'],
        [
          ['a@example.com', 'confirmed'],
          ['=1@example.com', null],
        ],
      ),
    ).toBe("email,status\r\na@example.com,confirmed\r\n'=1@example.com,\r\n")
  })
})
