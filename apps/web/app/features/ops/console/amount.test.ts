import { expect, test } from 'vitest'
import { toCents } from './amount.ts'

test('amounts become whole cents without float drift', () => {
  expect(toCents(0.1 + 0.2)).toBe(30)
  expect(toCents(1250.75)).toBe(125075)
})
