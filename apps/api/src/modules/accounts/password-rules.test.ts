import { describe, expect, test } from 'vitest'
import { passwordProblem } from './password-rules.ts'

const owner = { email: 'nareh.avetisyan@buyers.example', firstName: 'Nareh', lastName: 'Avetisyan' }

describe('password rules', () => {
  test.each([
    ['Saffron-Route-2026', null],
    ['caravan-demo-2026', null],
    ['زعفران-قائنات-۱۴۰۵', null],
    ['short1!', 'accounts.passwordTooShort'],
    ['x'.repeat(129), 'accounts.passwordTooLong'],
    ['0123456789', 'accounts.passwordAllDigits'],
    ['nareh.avetisyan', 'accounts.passwordTooSimilar'],
    ['Avetisyan1', 'accounts.passwordTooSimilar'],
    ['nareh2026', 'accounts.passwordTooSimilar'],
    ['buyers.example', 'accounts.passwordTooSimilar'],
    ['password1', 'accounts.passwordTooCommon'],
    ['Qwertyuiop', 'accounts.passwordTooCommon'],
    ['trustno1', 'accounts.passwordTooCommon'],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password, owner)).toBe(problem)
  })

  test('a short name is not held against every password containing its letters', () => {
    expect(
      passwordProblem('Ali-Baba-Caravan-77', { email: 'al@x.example', firstName: 'Al', lastName: 'Li' }),
    ).toBeNull()
  })
})
