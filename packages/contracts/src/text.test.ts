import { expect, test } from 'vitest'
import { isStorableText, storableText } from './text.ts'

test('tells storable text from a NUL or an unpaired surrogate', () => {
  expect(isStorableText('Шафран سرگل 🌸 ok')).toBe(true)
  expect(isStorableText('a\u0000b')).toBe(false)
  expect(isStorableText('\uD800')).toBe(false)
  expect(isStorableText('x\uDC00')).toBe(false)
  expect(isStorableText('\uDC00\uD800')).toBe(false)
})

test('drops what cannot be stored and keeps every real character', () => {
  expect(storableText('sa\u0000ffron\uD800 🌸')).toBe('saffron 🌸')
  expect(storableText('زعفران')).toBe('زعفران')
})
