import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@caravanserai/contracts/account-limits'
import { dictionary } from '@zxcvbn-ts/language-common'
import type { MessageKey } from '../../i18n/messages.ts'

let common: Set<string> | undefined
/** About 49,000 leaked passwords, ranked by frequency, shipped with @zxcvbn-ts/language-common. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'])
  return common
}

/** 1 for equal strings, 0 for nothing in common (Levenshtein distance over the longer length). */
function similarity(a: string, b: string): number {
  if (a === b) return 1
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = row
  }
  return 1 - previous[b.length]! / Math.max(a.length, b.length)
}

const SIMILAR = 0.7

/**
 * Close to the person's email or name, as Django's UserAttributeSimilarityValidator judges it:
 * 70 % alike with the whole value or one of its words, or mostly made of one of them.
 */
function isSimilar(password: string, values: string[]): boolean {
  const pw = password.toLowerCase()
  const bare = pw.replace(/[^\p{L}\p{N}]/gu, '')
  return values
    .map((v) => v.toLowerCase().trim())
    .filter((v) => v.length >= 3)
    .flatMap((v) => [v, ...v.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)])
    .some(
      (v) =>
        similarity(pw, v) >= SIMILAR || (v.length >= 4 && bare.includes(v) && v.length * 2 >= bare.length),
    )
}

export type PasswordOwner = { email: string; firstName: string; lastName: string }

/** The first rule a new password breaks (docs/product.md#registration), as a message key; null if none. */
export function passwordProblem(password: string, owner: PasswordOwner): MessageKey | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'accounts.passwordTooShort'
  if (password.length > PASSWORD_MAX_LENGTH) return 'accounts.passwordTooLong'
  if (/^\d+$/.test(password)) return 'accounts.passwordAllDigits'
  const [local = ''] = owner.email.split('@')
  const name = `${owner.firstName} ${owner.lastName}`
  if (isSimilar(password, [owner.email, local, owner.firstName, owner.lastName, name])) {
    return 'accounts.passwordTooSimilar'
  }
  if (commonPasswords().has(password.toLowerCase())) return 'accounts.passwordTooCommon'
  return null
}
