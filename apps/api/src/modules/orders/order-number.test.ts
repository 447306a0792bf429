import { expect, test } from 'vitest'
import { newOrderNumber } from './order-number.ts'

test('an order number shows the date and six random characters that are easy to read aloud', () => {
  const numbers = Array.from({ length: 1000 }, () => newOrderNumber(new Date('2025-11-23T23:59:00Z')))
  for (const n of numbers) expect(n).toMatch(/^CS-251123-[0-9A-HJKMNP-TV-Z]{6}$/)
  // Nothing sequential to guess from: a thousand draws of 32^6 give a thousand numbers, but for
  // the birthday bound's rare pair (about 1 run in 2,000); three pairs, about 1 in 6·10^10.
  expect(new Set(numbers).size).toBeGreaterThanOrEqual(998)
})
