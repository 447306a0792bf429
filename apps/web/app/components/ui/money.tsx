import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { formatPrice } from '../../lib/format.ts'
import { formatIn } from '../../lib/money.ts'

/**
 * The one way an amount is shown: Intl in the page language, in dollars unless `currency` says
 * the amount is in another (an order's settlement currency, docs/decisions/046-settlement-currency.md).
 */
export function Money({
  lang,
  value,
  currency,
  className = '',
}: {
  lang: Lang
  value: number | string
  currency?: Currency
  className?: string
}) {
  const text = currency ? formatIn(lang, value, currency) : formatPrice(lang, Number(value))
  return <span className={`tabular-nums ${className}`}>{text}</span>
}
