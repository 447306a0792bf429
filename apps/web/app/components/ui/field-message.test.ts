import { describe, expect, test } from 'vitest'
import { fieldMessage } from './field-message.ts'

const catalogue: Record<string, string> = {
  'fields.contact.nameRequired': 'Please enter your name.',
  'fields.tooLong': 'Please use at most {{max}} characters.',
  'fields.invalid': 'Please check this field.',
}
const t = (key: string, options: Record<string, unknown> = {}) =>
  (catalogue[key] ?? (options.defaultValue as string | undefined) ?? key).replace(
    /\{\{(\w+)\}\}/g,
    (_m, name: string) => String(options[name]),
  )

describe('the message under a form field', () => {
  test('is nothing without an error', () => {
    expect(fieldMessage(t, undefined)).toBeNull()
  })

  test('translates the contract key the schema gives', () => {
    expect(fieldMessage(t, { type: 'too_small', message: 'contact.nameRequired' })).toBe(
      'Please enter your name.',
    )
  })

  test('names the maximum of a text that is too long', () => {
    expect(
      fieldMessage(
        t,
        { type: 'too_big', message: 'Too big: expected string to have <=120 characters' },
        '120',
      ),
    ).toBe('Please use at most 120 characters.')
  })

  test('shows what the server said, already in the page language', () => {
    expect(fieldMessage(t, { type: 'server', message: 'Укажите ваше имя.' })).toBe('Укажите ваше имя.')
  })

  test('falls back to a general hint rather than English from zod', () => {
    expect(fieldMessage(t, { type: 'custom', message: 'Invalid input: expected string' })).toBe(
      'Please check this field.',
    )
    expect(fieldMessage(t, { type: 'too_small', message: 'contact.unknownKey' })).toBe(
      'Please check this field.',
    )
  })
})
