import { expect, test } from 'vitest'
import { pageWindow, totalPages } from './page-window.ts'

test('shows every page up to five', () => {
  expect(pageWindow(1, 1)).toEqual([1])
  expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
})

test('shows the first, the current with its neighbours, and the last, with ellipses between', () => {
  expect(pageWindow(1, 12)).toEqual([1, 2, 'end-ellipsis', 12])
  expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 'end-ellipsis', 12])
  expect(pageWindow(4, 12)).toEqual([1, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 12])
  expect(pageWindow(10, 12)).toEqual([1, 'start-ellipsis', 9, 10, 11, 12])
  expect(pageWindow(12, 12)).toEqual([1, 'start-ellipsis', 11, 12])
})

test('counts pages by rounding up, with at least one', () => {
  expect(totalPages(0, 12)).toBe(1)
  expect(totalPages(12, 12)).toBe(1)
  expect(totalPages(133, 12)).toBe(12)
})
