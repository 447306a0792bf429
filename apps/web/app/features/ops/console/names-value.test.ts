import { describe, expect, test } from 'vitest'
import { emptyNames, nameIssues, namesBody, namesValueOf, serverNameErrors } from './names-value.ts'

describe('names in four languages', () => {
  test('start blank, or prefilled with the stored names and blanks where a language has none', () => {
    expect(emptyNames()).toEqual({ en: '', ru: '', hy: '', fa: '' })
    expect(namesValueOf({ en: 'Saffron', fa: 'زعفران' })).toEqual({
      en: 'Saffron',
      ru: '',
      hy: '',
      fa: 'زعفران',
    })
  })

  test('need an English name; the other languages may stay blank', () => {
    expect(nameIssues({ en: '  ', ru: 'Шафран', hy: '', fa: '' })).toEqual({ en: 'required' })
    expect(nameIssues({ en: 'Saffron', ru: '', hy: '', fa: '' })).toEqual({})
  })

  test('refuse a name longer than the API takes, counting it trimmed', () => {
    const long = 'ա'.repeat(201)
    expect(nameIssues({ en: 'Grade', ru: '', hy: long, fa: ` ${'x'.repeat(200)} ` })).toEqual({
      hy: 'tooLong',
    })
  })

  test('are sent trimmed, with blank languages left out so the storefront falls back to English', () => {
    expect(namesBody({ en: ' Dried fruit ', ru: '', hy: ' Չիր ', fa: '   ' })).toEqual({
      en: 'Dried fruit',
      hy: 'Չիր',
    })
  })

  test("take the API's messages for their own fields, under either prefix", () => {
    const fields = {
      'names.en': ['This English name is already in use here.'],
      'names.fa': ['Too long.'],
      email: ['Not ours.'],
    }
    expect(serverNameErrors(fields, 'names')).toEqual({
      en: 'This English name is already in use here.',
      fa: 'Too long.',
    })
    expect(serverNameErrors({ name: ['Invalid input.'], 'name.ru': ['Required.'] }, 'name')).toEqual({
      en: 'Invalid input.',
      ru: 'Required.',
    })
  })
})
