import { describe, expect, test } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import { accountFieldMessage, serverProblem } from './form-errors.ts'

const texts: Record<string, string> = {
  'fields.required.full_name': 'Please enter the full name.',
  'fields.addresses.zipCodeRequired': 'Please enter the postal code.',
  'fields.accounts.passwordTooShort': 'Use at least 8 characters.',
  'fields.tooLong': 'Please use at most {{max}} characters.',
  'fields.invalid': 'Please check this field.',
}
const t = (key: string, options?: Record<string, unknown>) =>
  texts[key] ?? (options && 'defaultValue' in options ? String(options.defaultValue) : key)

describe('the message under an account form field', () => {
  test('a blank required field gets its own message, whatever rule caught it', () => {
    expect(accountFieldMessage(t, 'full_name', { type: 'too_small', message: 'Too small' }, '  ')).toBe(
      'Please enter the full name.',
    )
  })

  test('a contract key is translated, and a filled field keeps the rule that failed', () => {
    expect(
      accountFieldMessage(t, 'zip_code', { type: 'too_small', message: 'addresses.zipCodeRequired' }, ''),
    ).toBe('Please enter the postal code.')
    expect(
      accountFieldMessage(
        t,
        'new_password',
        { type: 'too_small', message: 'accounts.passwordTooShort' },
        'abc',
      ),
    ).toBe('Use at least 8 characters.')
  })

  test("the server's message is shown as it came, even for a blank field", () => {
    expect(accountFieldMessage(t, 'full_name', { type: 'server', message: 'Ce champ…' }, '')).toBe(
      'Ce champ…',
    )
  })

  test('no error, no message', () => {
    expect(accountFieldMessage(t, 'full_name', undefined, '')).toBeNull()
  })
})

describe('a failed account call, split for its form', () => {
  const failure = (status: number, body: unknown) => new ApiError('x', status, body, '/accounts/x/')

  test("the form's fields get their messages; the others join the general message", () => {
    const problem = serverProblem(
      failure(400, { new_password: ['Too common.', 'Too short.'], user_id: ['Not allowed.'] }),
      ['current_password', 'new_password'],
    )
    expect(problem).toEqual({
      fields: [['new_password', 'Too common. Too short.']],
      general: 'Not allowed.',
      status: 400,
    })
  })

  test('a detail is the general message', () => {
    expect(serverProblem(failure(429, { detail: 'Try again in 60 seconds.', code: 'x' }), [])).toEqual({
      fields: [],
      general: 'Try again in 60 seconds.',
      status: 429,
    })
  })

  test('a failure that is not an API answer has no message of its own', () => {
    expect(serverProblem(new Error('boom'), ['password'])).toEqual({ fields: [], general: null, status: 0 })
    expect(serverProblem(failure(0, null), ['password']).general).toBeNull()
  })
})
