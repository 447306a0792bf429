import type { Lang } from '@caravanserai/contracts/languages'
import { formatDate } from '../../lib/format.ts'

/** Both policies were last updated in May 2025, the terms on 1 May 2025. */
const TERMS_UPDATED = '2025-05-01T00:00:00Z'
const PRIVACY_UPDATED = '2025-05-01T00:00:00Z'

export function termsUpdated(lang: Lang): string {
  return formatDate(lang, TERMS_UPDATED, { dateStyle: 'long', timeZone: 'UTC' })
}

/** The privacy policy names only the month. */
export function privacyUpdated(lang: Lang): string {
  return formatDate(lang, PRIVACY_UPDATED, { year: 'numeric', month: 'long', timeZone: 'UTC' })
}
