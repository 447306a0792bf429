import { describe, expect, test, vi } from 'vitest'
import { ApiError } from './api-client.ts'
import { fieldMessage, fieldText, formMessages, mapFieldErrors, requiredFieldMessage } from './form-errors.ts'

const messages: Record<string, string> = {
  'fields.contact.nameRequired': 'Please enter your name.',
  'fields.tooLong': 'Please use at most {{max}} characters.',
  'fields.invalid': 'Please check this field.',
  'fields.required.full_name': 'Please enter the full name.',
  'fields.accounts.passwordTooShort': 'Use at least 8 characters.',
}
const t = (key: string, options: Record<string, unknown> = {}) =>
  (messages[key] ?? (options.defaultValue as string | undefined) ?? key).replace(
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

describe('the message under a field with its own "required" text', () => {
  test('a blank field gets it, whatever rule caught it', () => {
    expect(requiredFieldMessage(t, 'full_name', { type: 'too_small', message: 'Too small' }, '  ')).toBe(
      'Please enter the full name.',
    )
  })

  test('a filled field keeps the rule that failed', () => {
    expect(
      requiredFieldMessage(
        t,
        'new_password',
        { type: 'too_small', message: 'accounts.passwordTooShort' },
        'abc',
      ),
    ).toBe('Use at least 8 characters.')
  })

  test("the server's message is shown as it came, even for a blank field", () => {
    expect(requiredFieldMessage(t, 'full_name', { type: 'server', message: 'Ce champ…' }, '')).toBe(
      'Ce champ…',
    )
    expect(requiredFieldMessage(t, 'full_name', undefined, '')).toBeNull()
  })
})

const PRICE = {
  required: 'fields.priceRequired',
  invalid: 'fields.priceInvalid',
  too_small: 'fields.priceNegative',
}

describe('the text named for a field issue', () => {
  test('is nothing without an error', () => {
    expect(fieldText(undefined, PRICE)).toBeNull()
  })

  test("shows the server's own words as they came", () => {
    expect(fieldText({ type: 'server', message: 'Ungültig' }, PRICE)).toEqual({ text: 'Ungültig' })
  })

  test("names the form's own issues by message before the contract's by code", () => {
    expect(fieldText({ type: 'custom', message: 'required' }, PRICE)).toEqual({ key: 'fields.priceRequired' })
    expect(fieldText({ type: 'custom', message: 'invalid' }, PRICE)).toEqual({ key: 'fields.priceInvalid' })
    expect(fieldText({ type: 'too_small', message: 'Too small: expected number to be >=0' }, PRICE)).toEqual({
      key: 'fields.priceNegative',
    })
  })

  test('falls back to the field’s own fallback, then to a general message', () => {
    expect(fieldText({ type: 'invalid_type' }, PRICE)).toEqual({ key: 'fields.invalid' })
    expect(fieldText({ type: 'invalid_type' }, { fallback: 'fields.priceInvalid' })).toEqual({
      key: 'fields.priceInvalid',
    })
  })
})

const failure = (status: number, body: unknown, message = '') => new ApiError(message, status, body, '/x/')

describe("mapping a server's field errors onto a form", () => {
  const formWith = () => ({ setError: vi.fn() })

  test('puts each known field its joined messages as a server error, focusing the first', () => {
    const form = formWith()
    const error = failure(400, { email: ['Taken.'], password: ['Too common.', 'Too short.'] })
    expect(mapFieldErrors(form, error, ['name', 'email', 'password'])).toBe(true)
    expect(form.setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken.' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Too common. Too short.' }, { shouldFocus: false }],
    ])
  })

  test('ignores fields the form does not show', () => {
    const form = formWith()
    const error = failure(400, { email: ['Taken.'], user_type: ['Not allowed.'] })
    expect(mapFieldErrors(form, error, ['email'], { focus: false })).toBe(true)
    expect(form.setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken.' }, { shouldFocus: false }],
    ])
  })

  test('returns false when nothing was mapped', () => {
    const form = formWith()
    expect(mapFieldErrors(form, failure(400, { other: ['x'] }), ['email'])).toBe(false)
    expect(mapFieldErrors(form, failure(429, { detail: 'Wait.' }), ['email'])).toBe(false)
    expect(mapFieldErrors(form, new Error('boom'), ['email'])).toBe(false)
    expect(form.setError).not.toHaveBeenCalled()
  })

  test('reads a plain record of messages, and a server field mapped to a form path', () => {
    const form = formWith()
    expect(
      mapFieldErrors(form, { 'translations.fa': ['Required.'] }, (path) =>
        path === 'translations.fa' ? 'fa.name' : null,
      ),
    ).toBe(true)
    expect(form.setError).toHaveBeenCalledWith(
      'fa.name',
      { type: 'server', message: 'Required.' },
      { shouldFocus: true },
    )
  })
})

describe('what a failure says to the whole form', () => {
  const fields = ['email', 'password']

  test("messages of fields the form does not show, else the server's detail", () => {
    const error = failure(400, {
      email: ['Taken.'],
      non_field_errors: ['Something about the whole form.'],
      user_type: ['This field is not allowed.'],
    })
    expect(formMessages(error, fields)).toEqual([
      'Something about the whole form.',
      'This field is not allowed.',
    ])
    expect(formMessages(failure(429, { detail: 'Try again in 60 seconds.' }), fields)).toEqual([
      'Try again in 60 seconds.',
    ])
    expect(formMessages(failure(400, { email: ['Taken.'] }), fields)).toEqual([])
  })

  test('outages leave the form its own "try again"', () => {
    expect(formMessages(failure(500, { detail: 'Internal Server Error' }), fields)).toEqual([])
    expect(formMessages(failure(0, null, 'Network error'), fields)).toEqual([])
    expect(formMessages(new Error('boom'), fields)).toEqual([])
  })
})
