import type { Lang } from '@caravanserai/contracts/languages'
import { formatPrice } from '../../lib/format.ts'

/** The one way an amount is shown: Intl in the page language, two decimals. */
export function Money({ lang, value, className = '' }: { lang: Lang; value: number; className?: string }) {
  return <span className={`tabular-nums ${className}`}>{formatPrice(lang, value)}</span>
}
