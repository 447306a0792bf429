import { expect, test } from 'vitest'
import { userFromToken } from './session.ts'

function token(payload: object) {
  const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
}

test('reads the user from the access token payload', () => {
  const user = userFromToken(
    token({ user_id: 7, email: 'a@b.co', name: 'Ārmen Sāfari', first_name: 'Ārmen', last_name: 'Sāfari' }),
  )
  expect(user).toEqual({
    id: 7,
    email: 'a@b.co',
    name: 'Ārmen Sāfari',
    first_name: 'Ārmen',
    last_name: 'Sāfari',
  })
})

test('falls back to the email when the token carries no name', () => {
  expect(userFromToken(token({ user_id: 7, email: 'a@b.co' }))?.name).toBe('a@b.co')
})

test('treats a missing or unreadable token as no user', () => {
  expect(userFromToken(null)).toBeNull()
  expect(userFromToken('garbage')).toBeNull()
  expect(userFromToken(token({ email: 'no-id@b.co' }))).toBeNull()
})
