import { afterAll, beforeAll, expect, test } from 'vitest'
import { TEST_SCRYPT_N } from '../../testing/cheap-password-hashes.ts'
import { hashPassword, needsRehash, SCRYPT, setHashCostForTests, verifyPassword } from './password-hash.ts'

// The suite's setup hashes cheaply (testing/cheap-password-hashes.ts); here, the product's cost.
beforeAll(() => setHashCostForTests(SCRYPT.N))
afterAll(() => setHashCostForTests(TEST_SCRYPT_N))

test('verifies the password a hash was made from, and no other', async () => {
  const hash = await hashPassword('Saffron-Route-2026')
  expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/)
  expect(await verifyPassword('Saffron-Route-2026', hash)).toBe(true)
  expect(await verifyPassword('saffron-route-2026', hash)).toBe(false)
  expect(await verifyPassword('anything', 'not-a-hash')).toBe(false)
})

test('asks for a rehash when the parameters change', async () => {
  expect(needsRehash(await hashPassword('x'))).toBe(false)
  expect(needsRehash('scrypt$16384$8$1$c2FsdA$aGFzaA')).toBe(true)
})
