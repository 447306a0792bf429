import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { WorkGate } from '../../work-gate.ts'

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>

/**
 * scrypt at N=2^17, r=8, p=1: 128 MiB and about half a second of a core per hash, OWASP's first
 * choice. A stored hash names its own parameters, so older ones still verify and are rehashed at
 * the next sign-in (decision 020).
 */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keylen: 32 } as const
const MAX_MEM = 2 * 128 * SCRYPT.r * SCRYPT.N

/**
 * The cost new hashes are made at: SCRYPT.N, except in this repository's own unit tests, whose
 * setup lowers it (testing/cheap-password-hashes.ts) so that a suite of sign-ups does not spend
 * minutes hashing; password-hash.test.ts holds the production cost. A stored hash names its
 * parameters, so hashes of either cost verify.
 */
let costN: number = SCRYPT.N

export function setHashCostForTests(n: number) {
  costN = n
}

/**
 * Hashes at once: each holds a thread of the pool and 128 MiB, so a burst of sign-ins waits its
 * turn (or is refused, 503) instead of taking the memory and the threads files and compression
 * need. The pool is sized for this at start (apps/server/src/thread-pool.ts).
 */
export const HASHES_AT_ONCE = 2
export const passwordHashing = new WorkGate(HASHES_AT_ONCE, 64)

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await passwordHashing.run(() =>
    scrypt(password.normalize('NFKC'), salt, SCRYPT.keylen, {
      N: costN,
      r: SCRYPT.r,
      p: SCRYPT.p,
      maxmem: MAX_MEM,
    }),
  )
  return ['scrypt', costN, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), hash.toString('base64url')].join(
    '$',
  )
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await passwordHashing.run(() =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEM,
    }),
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** True when a stored hash was made with other parameters than today's (rehash on login). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$')
  return scheme !== 'scrypt' || Number(n) !== costN || Number(r) !== SCRYPT.r || Number(p) !== SCRYPT.p
}
