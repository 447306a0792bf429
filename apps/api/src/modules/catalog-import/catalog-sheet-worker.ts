import { parentPort, workerData } from 'node:worker_threads'
import { SheetError, type SheetLimits, type SheetProblem, type SheetRow } from './sheet-error.ts'
import { readSheet } from './sheet-read.ts'

// The body of the thread catalog-sheet-thread.ts starts for one uploaded file: whatever the file
// costs to read, in time or memory, it costs this thread, which its parent stops at its limits.
// It imports no contracts (and so no zod), so that it starts quickly. Run from the sources (as in
// the tests), it and its imports are TypeScript whose types Node strips as it loads them, so they
// keep to syntax that stripping allows: no parameter properties, enums or namespaces.

export type SheetJob = { content: Uint8Array; limits: SheetLimits }
export type SheetAnswer = { rows: SheetRow[] } | { problem: SheetProblem }

const { content, limits } = workerData as SheetJob
const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength)
let answer: SheetAnswer
try {
  answer = { rows: readSheet(bytes, limits) }
} catch (error) {
  if (!(error instanceof SheetError)) throw error
  answer = { problem: error.problem }
}
parentPort?.postMessage(answer)
