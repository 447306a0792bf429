import { setHashCostForTests } from '../modules/accounts/password-hash.ts'

// Unit tests hash at scrypt N=2^12 instead of 2^17: the same code path at 1/32 of the work, so
// sign-ups and sign-ins in tests cost milliseconds. password-hash.test.ts and the rehash test
// hold the production cost.
export const TEST_SCRYPT_N = 2 ** 12
setHashCostForTests(TEST_SCRYPT_N)
