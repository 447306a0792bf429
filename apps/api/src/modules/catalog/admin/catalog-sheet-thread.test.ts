import { expect, test } from 'vitest'
import { readSheetInWorker } from './catalog-sheet-thread.ts'
import type { SheetLimits } from './sheet-error.ts'

const limits: SheetLimits = {
  rows: 1_000_000,
  columns: 5,
  textChars: 1 << 30,
  sharedTexts: 100,
  partBytes: 1 << 20,
}
const csv = (rows: number) =>
  Buffer.from(Array.from({ length: rows }, (_, i) => `S-${i},${i},name ${i},${i % 7},x`).join('\n'))
const problemOf = (reading: Promise<unknown>) =>
  reading.then(
    () => 'read',
    (error: { problem?: string }) => error.problem ?? error,
  )

test('a file is read in a worker thread into the same rows as in process', async () => {
  expect(await readSheetInWorker(Buffer.from('sku,price\r\nA-1,"1,5"\r\n'), limits)).toEqual([
    { line: 1, cells: ['sku', 'price'], cut: false },
    { line: 2, cells: ['A-1', '1,5'], cut: false },
  ])
  expect(await problemOf(readSheetInWorker(Buffer.from('a\n"open'), limits))).toBe('damaged')
})

test('a file that takes longer than its time is stopped and called too slow', async () => {
  expect(await problemOf(readSheetInWorker(csv(200_000), limits, { seconds: 0.05 }))).toBe('tooSlow')
})

test('a file that needs more heap than its share is stopped and called too complex', async () => {
  expect(await problemOf(readSheetInWorker(csv(400_000), limits, { heapMb: 16 }))).toBe('tooComplex')
})
