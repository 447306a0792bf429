import type { SupplierBody } from '@caravanserai/contracts/ops-suppliers'
import { AppError } from '../../errors.ts'

// What a supplier's profile may say beyond its contract's shape (docs/product.md#supplier-profiles):
// real calendar days, no check dated after today, each check once, each expiring after its day.

const NAME_MAX = 200

/** Whether `text` is a day of the calendar written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/** Today in UTC, YYYY-MM-DD: the last day a check may be dated. */
const today = (now: Date) => now.toISOString().slice(0, 10)

/** Refuses (400, on the field) a profile the database would take but no operator means. */
export function refuseBadBody(body: SupplierBody, now: Date): void {
  if (body.founded_year !== null && body.founded_year > now.getUTCFullYear())
    throw new AppError('suppliers.foundedInFuture', 400, {}, 'founded_year')
  const kinds = new Set(body.verifications.map((v) => v.kind))
  if (kinds.size !== body.verifications.length)
    throw new AppError('suppliers.verificationRepeated', 400, {}, 'verifications')
  for (const [index, check] of body.verifications.entries()) {
    const field = `verifications.${index}.verified_on`
    if (!isCalendarDay(check.verified_on)) throw new AppError('suppliers.dateInvalid', 400, {}, field)
    if (check.verified_on > today(now)) throw new AppError('suppliers.dateInFuture', 400, {}, field)
    if (check.expires_on === undefined) continue
    const expiry = `verifications.${index}.expires_on`
    if (!isCalendarDay(check.expires_on)) throw new AppError('suppliers.dateInvalid', 400, {}, expiry)
    if (check.expires_on <= check.verified_on)
      throw new AppError('suppliers.expiryNotAfterCheck', 400, {}, expiry)
  }
}

/**
 * The certificate's name and last valid day from the text fields of its upload: a name is
 * required; a blank day means it does not expire.
 */
export function certificateFields(fields: Record<string, string>): {
  name: string
  validUntil: string | null
} {
  const name = (fields.name ?? '').trim()
  if (!name || name.length > NAME_MAX)
    throw new AppError('suppliers.certificateNameRequired', 400, { max: NAME_MAX }, 'name')
  const day = (fields.valid_until ?? '').trim()
  if (day && !isCalendarDay(day)) throw new AppError('suppliers.dateInvalid', 400, {}, 'valid_until')
  return { name, validUntil: day || null }
}
