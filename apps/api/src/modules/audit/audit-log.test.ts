import { describe, expect, test } from 'vitest'
import { changedFields, createdFields, removedFields } from './audit-log.ts'

describe('changedFields', () => {
  test('names each changed leaf by its path and leaves equal ones out', () => {
    const before = { name: 'Saffron', variations: [{ price: 10, stock: 5 }], tags: ['a'] }
    const after = { name: 'Saffron', variations: [{ price: 12, stock: 5 }], tags: ['a', 'b'] }
    expect(changedFields(before, after)).toEqual({
      'variations.0.price': { before: 10, after: 12 },
      'tags.1': { before: null, after: 'b' },
    })
  })

  test('compares a field present on one side only with null', () => {
    expect(changedFields({ a: 1 }, { b: 2 })).toEqual({
      a: { before: 1, after: null },
      b: { before: null, after: 2 },
    })
  })

  test('says nothing changed when the states are equal, dates compared as stored', () => {
    const at = new Date('2026-01-02T03:04:05Z')
    expect(changedFields({ at, n: null }, { at: at.toISOString(), n: undefined })).toEqual({})
  })

  test('records a whole value when its shape changes', () => {
    expect(changedFields({ v: [1] }, { v: 'one' })).toEqual({ v: { before: [1], after: 'one' } })
    expect(changedFields(null, { a: 1 })).toEqual({ '.': { before: null, after: { a: 1 } } })
  })
})

describe('createdFields and removedFields', () => {
  test('name every field of a new or removed object by its path, empty ones left out', () => {
    const account = { names: { en: 'Meghri', ru: '' }, prices: [10], note: null }
    expect(createdFields(account)).toEqual({
      'names.en': { before: null, after: 'Meghri' },
      'prices.0': { before: null, after: 10 },
    })
    expect(removedFields(account)).toEqual({
      'names.en': { before: 'Meghri', after: null },
      'prices.0': { before: 10, after: null },
    })
  })
})
