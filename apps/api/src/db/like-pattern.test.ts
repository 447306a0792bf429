import { expect, test } from 'vitest'
import { containsPattern } from './like-pattern.ts'

test('escapes the wildcards and the escape character of a contained text', () => {
  expect(containsPattern('saffron')).toBe('%saffron%')
  expect(containsPattern('99.99 %')).toBe('%99.99 \\%%')
  expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%')
})
