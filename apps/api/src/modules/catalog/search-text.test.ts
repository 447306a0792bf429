import { expect, test } from 'vitest'
import { normalizeSearchText } from './search-text.ts'

test('spells Arabic yeh and kaf the Persian way', () => {
  expect(normalizeSearchText('كيك')).toBe(normalizeSearchText('کیک'))
})

test('treats Persian and Arabic digits as ASCII', () => {
  expect(normalizeSearchText('قیر ۶۰/۷۰')).toBe('قیر 60/70')
  expect(normalizeSearchText('٦٠')).toBe('60')
})

test('treats the zero-width non-joiner as a word break', () => {
  expect(normalizeSearchText('بسته\u200cبندی')).toBe('بسته بندی')
})

test('folds Armenian ech-yiwn, Russian yo and case', () => {
  expect(normalizeSearchText('Երևան')).toBe('երեւան')
  expect(normalizeSearchText('Ёлка  ШАФРАН')).toBe('елка шафран')
})
