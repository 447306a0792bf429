import { describe, expect, test } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import { authFieldMessage, errorCode, loginFailure } from './auth-messages.ts'

const t = (key: string, options?: Record<string, unknown>) =>
  options && 'min' in options ? `${key}(${options.min}-${options.max})` : key
const bounds = { min: '۸', max: '۱۲۸' }

describe('the message under an auth field', () => {
  test('a blank field says which one is required, whatever zod complained about', () => {
    const tooShort = { type: 'too_small', message: 'accounts.passwordTooShort' }
    expect(authFieldMessage(t, 'password', '', tooShort, bounds)).toBe('fields.required.password')
    expect(authFieldMessage(t, 'tax_id', '   ', { type: 'too_small' }, bounds)).toBe('fields.required.tax_id')
    expect(authFieldMessage(t, 'email', '', { type: 'invalid_format' }, bounds)).toBe('fields.required.email')
  })

  test('contract keys are translated with the password bounds; a bad email has its own text', () => {
    expect(
      authFieldMessage(
        t,
        'password',
        'abc',
        { type: 'too_small', message: 'accounts.passwordTooShort' },
        bounds,
      ),
    ).toBe('fields.accounts.passwordTooShort(۸-۱۲۸)')
    expect(authFieldMessage(t, 'email', 'ani@', { type: 'invalid_format', message: 'Invalid' }, bounds)).toBe(
      'fields.emailInvalid',
    )
    expect(authFieldMessage(t, 'terms', false, { type: 'invalid_value' }, bounds)).toBe(
      'fields.termsRequired',
    )
    expect(authFieldMessage(t, 'name', 'x'.repeat(400), { type: 'too_big' }, bounds)).toBe('fields.tooLong')
  })

  test('a server message is shown as it came, and no error shows nothing', () => {
    const server = { type: 'server', message: 'Ce mot de passe est trop courant.' }
    expect(authFieldMessage(t, 'password', 'password1', server, bounds)).toBe(server.message)
    expect(authFieldMessage(t, 'password', '', undefined, bounds)).toBeNull()
  })
})

const apiError = (status: number, body: unknown, message = '') =>
  new ApiError(message, status, body, '/accounts/token/')

describe('a failed sign-in', () => {
  test('any refusal reads "Invalid email or password"', () => {
    expect(loginFailure(t, apiError(401, { detail: 'x' }, 'x'))).toBe('login.invalid')
    expect(loginFailure(t, apiError(400, { email: ['This field is required.'] }))).toBe('login.invalid')
  })

  test('a rate limit shows the server message with its wait; outages say the login failed', () => {
    const limited = apiError(429, {}, 'Too many failed sign-in attempts. Please try again in 60 seconds.')
    expect(loginFailure(t, limited)).toBe(limited.message)
    expect(loginFailure(t, apiError(503, {}, 'Service Unavailable'))).toBe('login.failed')
    expect(loginFailure(t, apiError(0, null, 'Network error'))).toBe('login.failed')
    expect(loginFailure(t, new TypeError('boom'))).toBe('login.failed')
  })
})

describe('the code of a failure', () => {
  test('reads the stable code beside a detail', () => {
    expect(errorCode(apiError(400, { detail: 'x', code: 'accounts.resetLinkInvalid' }))).toBe(
      'accounts.resetLinkInvalid',
    )
    expect(errorCode(apiError(400, { password: ['x'] }))).toBeNull()
    expect(errorCode(new Error('x'))).toBeNull()
  })
})
