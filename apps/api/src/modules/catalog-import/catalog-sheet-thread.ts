import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { CATALOG_IMPORT_MAX_BYTES } from '@caravanserai/contracts/ops-catalog-import'
import { busy, WorkGate } from '../../work-gate.ts'
import type { SheetAnswer, SheetJob } from './catalog-sheet-worker.ts'
import { SheetError, type SheetLimits, type SheetRow } from './sheet-error.ts'
import { sheetKind } from './sheet-read.ts'

/**
 * How long one file may take to read: a workbook of 20,000 rows with long texts in four languages
 * (80 MB unpacked) took 3 to 6 s on a 2-core machine under a load average of 30.
 */
export const SHEET_READ_SECONDS = 30
/**
 * The heap one file's reading may use: the sheet, unpacked to its 128 MB bound, takes at most
 * twice that as a string, and the cells kept are mostly slices of it.
 */
export const SHEET_READ_HEAP_MB = 512

/**
 * One file read at a time, others waiting their turn while the files they hold come to at most
 * three of the largest uploads; beyond that a 503 with Retry-After (imports are rare, staff only).
 */
export const sheetReading = new WorkGate(1, 32)
export const SHEETS_WAITING_BYTES = 3 * CATALOG_IMPORT_MAX_BYTES
let waitingBytes = 0

/**
 * The worker's module: catalog-sheet-worker.mjs beside the server's bundle (apps/server/build.mjs
 * emits it there), or its TypeScript source beside this file.
 */
function workerModule(): URL {
  const candidates = [
    new URL('./catalog-sheet-worker.mjs', import.meta.url),
    new URL('./catalog-sheet-worker.ts', import.meta.url),
  ]
  const found = candidates.find((u) => fs.existsSync(fileURLToPath(u)))
  if (!found) throw new Error('The catalogue sheet worker (catalog-sheet-worker) is missing')
  return found
}

/**
 * readSheet (sheet-read.ts) in a worker thread of its own, so that the event loop goes on
 * serving while it reads (docs/decisions/034-sheet-reading-in-a-worker.md). A file that cannot
 * be a spreadsheet is refused before it waits for a thread; one that takes longer than `seconds`
 * is a SheetError `tooSlow`; one that needs more heap than `heapMb`, `tooComplex`.
 */
export async function readSheetInWorker(
  content: Buffer,
  limits: SheetLimits,
  { seconds = SHEET_READ_SECONDS, heapMb = SHEET_READ_HEAP_MB } = {},
): Promise<SheetRow[]> {
  sheetKind(content)
  if (waitingBytes + content.length > SHEETS_WAITING_BYTES) throw busy()
  waitingBytes += content.length
  let waiting = true
  const stopWaiting = () => {
    if (waiting) waitingBytes -= content.length
    waiting = false
  }
  try {
    return await sheetReading.run(async () => {
      stopWaiting()
      return readInThread(content, limits, seconds, heapMb)
    })
  } finally {
    stopWaiting()
  }
}

async function readInThread(
  content: Buffer,
  limits: SheetLimits,
  seconds: number,
  heapMb: number,
): Promise<SheetRow[]> {
  const job: SheetJob = { content, limits }
  const worker = new Worker(workerModule(), {
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  })
  let late = false
  const timer = setTimeout(() => {
    late = true
    void worker.terminate()
  }, seconds * 1000)
  try {
    const answer = await new Promise<SheetAnswer>((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
      worker.once('exit', (code) =>
        reject(late ? new SheetError('tooSlow') : new Error(`The sheet worker stopped with code ${code}`)),
      )
    })
    if ('problem' in answer) throw new SheetError(answer.problem)
    return answer.rows
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new SheetError('tooComplex')
    throw error
  } finally {
    clearTimeout(timer)
    // The next file waits until this one's thread, and its memory, are gone.
    await worker.terminate()
  }
}
