import { describe, expect, test } from 'vitest'
import { taxonomySearchOf, taxonomySelectionFrom } from './taxonomy-selection.ts'

const from = (query: string) => taxonomySelectionFrom(new URLSearchParams(query))

describe('the taxonomy page URL', () => {
  test('reads the chosen category and product type', () => {
    expect(from('category=3&type=12')).toEqual({ category: 3, type: 12 })
    expect(from('category=3')).toEqual({ category: 3, type: null })
  })

  test('ignores ids that are not positive whole numbers, and a type without its category', () => {
    expect(from('category=0&type=4')).toEqual({ category: null, type: null })
    expect(from('category=abc')).toEqual({ category: null, type: null })
    expect(from('category=2.5')).toEqual({ category: null, type: null })
    expect(from('category=99999999999')).toEqual({ category: null, type: null })
    expect(from('type=4')).toEqual({ category: null, type: null })
    expect(from('category=1&type=-1')).toEqual({ category: 1, type: null })
  })

  test('writes links that read back the same', () => {
    for (const selection of [
      { category: null, type: null },
      { category: 7, type: null },
      { category: 7, type: 9 },
    ])
      expect(from(taxonomySearchOf(selection).slice(1))).toEqual(selection)
    expect(taxonomySearchOf({ category: null, type: null })).toBe('')
  })
})
