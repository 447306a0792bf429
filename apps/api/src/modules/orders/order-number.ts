import { randomInt } from 'node:crypto'

// Crockford's base32 without the letters read as digits (I, L, O) or as a rude word (U).
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const RANDOM_CHARS = 6

/**
 * A human-readable order number that says nothing about the id or the order count:
 * the UTC date of the request and six random characters, e.g. CS-251123-7KQ4M9.
 * About a billion numbers a day; the unique index catches the rare collision.
 */
export function newOrderNumber(now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '')
  let random = ''
  for (let i = 0; i < RANDOM_CHARS; i += 1) random += ALPHABET[randomInt(ALPHABET.length)]
  return `CS-${date}-${random}`
}
