import { expect, test } from 'vitest'
import { ApiError } from '../../../lib/api-client.ts'
import { refusedLines } from './import-refusals.ts'

const refused = (body: unknown, status = 422) =>
  new ApiError('Refused', status, body, '/ops/shipments/milestones/import/')
const lines = [
  { line: 4, message: 'Crossing the border needs the crossing’s name.' },
  { line: 2, message: 'No shipment has the tracking number TRK-9.' },
]

test('reads every refused line of the answer, in the file’s order', () => {
  const sorted = [lines[1], lines[0]]
  expect(
    refusedLines(
      refused({ detail: 'The file was refused.', code: 'shipments.importRefused', errors: lines }),
    ),
  ).toEqual(sorted)
})

test('is null for any other failure', () => {
  expect(refusedLines(refused({ detail: 'The file is too large.' }, 413))).toBeNull()
  expect(
    refusedLines(refused({ detail: 'Refused.', code: 'shipments.importRefused', errors: [] })),
  ).toBeNull()
  expect(refusedLines(refused({ detail: 'The header is wrong.', code: 'shipments.importHeader' }))).toBeNull()
  expect(refusedLines(new Error('offline'))).toBeNull()
})
