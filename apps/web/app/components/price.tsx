import type { Lang } from '@caravanserai/contracts/languages'
import { useCurrencyNames } from '../lib/currency-names.ts'
import { useDisplayCurrency } from '../lib/display-currency.tsx'
import { formatDay, formatPrice } from '../lib/format.ts'
import { converts, formatMoney, formatMoneyRange } from '../lib/money.ts'
import { useTranslation } from '../lib/use-translation.tsx'

// The buyer's prices (docs/decisions/045-currencies.md): the catalogue's US dollars shown in the
// display currency. The console keeps <Money>, in dollars.

/** A price in the buyer's display currency, `≈ 485 150,00 ֏`; in dollars while it has no rate. */
export function Price({ lang, usd, className = '' }: { lang: Lang; usd: number; className?: string }) {
  const { view } = useDisplayCurrency()
  return <span className={`tabular-nums ${className}`}>{formatMoney(lang, usd, view)}</span>
}

/** A span of prices (lowest tier to first price) in the buyer's display currency. */
export function PriceSpan({
  lang,
  low,
  high,
  className = '',
}: {
  lang: Lang
  low: number
  high: number
  className?: string
}) {
  const { view } = useDisplayCurrency()
  return <span className={`tabular-nums ${className}`}>{formatMoneyRange(lang, low, high, view)}</span>
}

/**
 * An amount settled in US dollars (an order, an offer, a payment): the dollars first, as they are
 * paid, and the buyer's currency beside them, `$1,240.00 (≈ 485 150,00 ֏)`.
 */
export function SettledPrice({
  lang,
  usd,
  plus = false,
  className = '',
}: {
  lang: Lang
  usd: number
  /** An estimate that shipping will raise: `$1,240.00+`. */
  plus?: boolean
  className?: string
}) {
  const { view } = useDisplayCurrency()
  return (
    <span className={`tabular-nums ${className}`}>
      <bdi>
        {formatPrice(lang, usd)}
        {plus ? '+' : null}
      </bdi>
      {converts(view) ? (
        <span className="font-normal text-[0.85em] text-ink-600">
          {' ('}
          <bdi>{formatMoney(lang, usd, view)}</bdi>
          {')'}
        </span>
      ) : null}
    </span>
  )
}

/**
 * Said once per page or summary, not on every price: the day of the rate the prices were converted
 * at, or that they are in dollars because the chosen currency has no rate yet. Nothing in dollars.
 */
export function RatesNote({ lang, className = '' }: { lang: Lang; className?: string }) {
  const { t } = useTranslation()
  const { currency, rate, missingRate } = useDisplayCurrency()
  const names = useCurrencyNames(lang)
  if (missingRate) {
    return (
      <p className={`text-ink-600 text-xs ${className}`}>
        {t('currency.noRate', { currency: names.name(currency) })}
      </p>
    )
  }
  if (!rate || currency === 'USD') return null
  return (
    <p className={`text-ink-600 text-xs ${className}`}>
      {t('currency.ratesOf', { date: formatDay(lang, rate.effective_on, { dateStyle: 'medium' }) })}
    </p>
  )
}
