import type { Lang } from '@caravanserai/contracts/languages'
import { CURRENCY, formatNumber } from '../../lib/format.ts'

/**
 * The cart page writes prices with a dollar sign in every language (other pages use the language's
 * own currency symbol). Digits and separators still follow the language.
 */
export function formatDollars(lang: Lang, value: number): string {
  return formatNumber(lang, value, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
}

export function Dollars({ lang, value, className = '' }: { lang: Lang; value: number; className?: string }) {
  return <span className={`tabular-nums ${className}`}>{formatDollars(lang, value)}</span>
}
