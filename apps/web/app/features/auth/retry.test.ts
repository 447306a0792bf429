import { expect, test } from 'vitest'
import { VERIFY_ATTEMPTS, VERIFY_RETRY_DELAY_MS, withRetries } from './retry.ts'

const settings = (waits: number[]) => ({
  attempts: VERIFY_ATTEMPTS,
  delayMs: VERIFY_RETRY_DELAY_MS,
  wait: async (ms: number) => {
    waits.push(ms)
  },
})

test('a second attempt 3 s after a failure can still succeed', async () => {
  const waits: number[] = []
  let calls = 0
  const result = await withRetries(async () => {
    calls += 1
    if (calls === 1) throw new Error('network')
    return 'verified'
  }, settings(waits))
  expect(result).toBe('verified')
  expect(waits).toEqual([3000])
})

test('gives up with the last failure after two attempts', async () => {
  const waits: number[] = []
  let calls = 0
  await expect(
    withRetries(async () => {
      calls += 1
      throw new Error(`failure ${calls}`)
    }, settings(waits)),
  ).rejects.toThrow('failure 2')
  expect(calls).toBe(2)
  expect(waits).toEqual([3000])
})

test('a first success makes no second call', async () => {
  const waits: number[] = []
  let calls = 0
  await withRetries(async () => ++calls, settings(waits))
  expect(calls).toBe(1)
  expect(waits).toEqual([])
})
