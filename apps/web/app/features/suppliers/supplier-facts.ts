import type { Lang } from '@caravanserai/contracts/languages'

// How a supplier's profile reads (docs/product.md#supplier-profiles): pure rules, tested alone.

/** The median response as a promise: whole hours under a day, else whole days, always rounded up. */
export type ResponseTime = { unit: 'hours' | 'days'; count: number }

export function responseTime(hours: number | null): ResponseTime | null {
  if (hours === null || !Number.isFinite(hours) || hours < 0) return null
  if (hours < 24) return { unit: 'hours', count: Math.max(1, Math.ceil(hours)) }
  return { unit: 'days', count: Math.ceil(hours / 24) }
}

/** A certificate's standing on `today` (YYYY-MM-DD, UTC): valid to a day, expired, or open-ended. */
export type CertificateStanding = 'valid' | 'expired' | 'open'

export function certificateStanding(validUntil: string | null, today: string): CertificateStanding {
  if (validUntil === null) return 'open'
  return validUntil < today ? 'expired' : 'valid'
}

/** Today in UTC as the API writes days. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** "City, Province", or whichever of the two is known, with the language's comma. */
export function placeOf(lang: Lang, city: string, province: string): string {
  return [city, province].filter((part) => part.trim() !== '').join(lang === 'fa' ? '، ' : ', ')
}
