import { CATALOG_IMPORT_MAX_BYTES } from '@caravanserai/contracts/ops-catalog-import'
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

test('a burst of small files all wait their turn, and a picture is refused before it waits', async () => {
  const pixel = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
  const burst = Array.from({ length: 8 }, (_, i) =>
    problemOf(readSheetInWorker(i % 2 ? pixel : csv(3), limits)),
  )
  expect(await Promise.all(burst)).toEqual(
    Array.from({ length: 8 }, (_, i) => (i % 2 ? 'notSpreadsheet' : 'read')),
  )
})

test('files waiting past three of the largest uploads are refused with a 503 to come back later', async () => {
  const large = Buffer.alloc(CATALOG_IMPORT_MAX_BYTES, 'a')
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      readSheetInWorker(large, limits, { seconds: 0.05 }).then(
        () => 'read',
        (error: { problem?: string; statusCode?: number }) => error.problem ?? error.statusCode,
      ),
    ),
  )
  expect(answers.filter((a) => a === 503)).toHaveLength(1)
})
