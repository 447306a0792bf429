/**
 * Why an uploaded sheet was not read: not a spreadsheet at all, damaged, a part unpacking past
 * its bound, more text than the reader keeps, or — in its worker thread — out of time or memory.
 * The catalogue import names each in the operator's language (catalog-sheet-file.ts).
 */
export type SheetProblem =
  | 'notSpreadsheet'
  | 'damaged'
  | 'unpacksTooLarge'
  | 'tooMuchText'
  | 'tooSlow'
  | 'tooComplex'

// A field, not a parameter property, which Node's type stripping refuses (catalog-sheet-worker.ts).
export class SheetError extends Error {
  readonly problem: SheetProblem

  constructor(problem: SheetProblem) {
    super(problem)
    this.name = 'SheetError'
    this.problem = problem
  }
}

/** What a reader keeps of a sheet; past these it stops, ignores or refuses, never allocates. */
export type SheetLimits = {
  /** Rows with any text kept; one more is read, to tell there were too many. */
  rows: number
  /** Columns kept from the left; a cell further right only marks its row `cut`. */
  columns: number
  /** Characters in all kept cells together, and in a workbook's table of shared texts. */
  textChars: number
  /** Entries in a workbook's table of shared texts. */
  sharedTexts: number
  /** Bytes the sheet and the shared texts may each unpack to. */
  partBytes: number
}

/** A row with text, as a spreadsheet numbers it; `cut`: a non-blank cell lay past the columns kept. */
export type SheetRow = { line: number; cells: string[]; cut: boolean }
