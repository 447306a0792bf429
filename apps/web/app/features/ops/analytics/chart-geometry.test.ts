import { expect, test } from 'vitest'
import { bands, fromAxisStart, labelEvery, linearScale, niceTicks, stack } from './chart-geometry.ts'

test('axis ticks are round steps from zero that cover the largest value', () => {
  expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8])
  expect(niceTicks(100)).toEqual([0, 50, 100])
  expect(niceTicks(3120)).toEqual([0, 1000, 2000, 3000, 4000])
  expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3])
  expect(niceTicks(0)).toEqual([0, 1])
})

test('a linear scale maps zero to zero and the domain’s top to the full length', () => {
  const y = linearScale(200, 100)
  expect([y(0), y(50), y(200), y(-5)]).toEqual([0, 25, 100, 0])
  expect(linearScale(0, 100)(10)).toBe(0)
})

test('bands run from the left in a left-to-right page and mirror in a right-to-left one', () => {
  const ltr = bands(4, 40, 400, false, 0.5)
  expect(ltr.map((b) => b.start)).toEqual([65, 165, 265, 365])
  expect(ltr.every((b) => b.size === 50)).toBe(true)
  const rtl = bands(4, 40, 400, true, 0.5)
  // The first week is at the right: each band is its left-to-right twin reflected about the axis's middle.
  expect(rtl.map((b) => b.start)).toEqual([365, 265, 165, 65])
  for (const [i, b] of rtl.entries()) expect(b.center).toBe(40 + 400 - (ltr[i]!.center - 40))
  expect(bands(0, 0, 100, false)).toEqual([])
})

test('a horizontal bar grows from the inline start of its axis', () => {
  expect(fromAxisStart(10, 300, 120, false)).toBe(10)
  expect(fromAxisStart(10, 300, 120, true)).toBe(190)
})

test('stacked segments sit on one another', () => {
  expect(stack([2, 0, 3])).toEqual([
    { low: 0, high: 2 },
    { low: 2, high: 2 },
    { low: 2, high: 5 },
  ])
})

test('crowded axes label every n-th band and always the last', () => {
  const shown = labelEvery(12, 6)
  expect(Array.from({ length: 12 }, (_, i) => i).filter(shown)).toEqual([0, 2, 4, 6, 8, 10, 11])
  expect(Array.from({ length: 4 }, (_, i) => i).filter(labelEvery(4, 6))).toEqual([0, 1, 2, 3])
})
