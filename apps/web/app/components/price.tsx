import { BASE_CURRENCY } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { useCurrencyNames } from '../lib/currency-names.ts'
import { useDisplayCurrency } from '../lib/display-currency.tsx'
import { formatDay } from '../lib/format.ts'
import { formatIn, formatMoney, formatMoneyRange, formatRate } from '../lib/money.ts'
import { besideSettled, IN_DOLLARS_SETTLED, type Settlement } from '../lib/settled-money.ts'
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
 * An amount as it is paid (an order, an offer, a payment), in its settlement currency, dollars
 * unless an order's quote chose another, and the buyer's currency beside it:
 * `$1,240.00 (≈ 485 150,00 ֏)`.
 */
export function SettledPrice({
  lang,
  amount,
  settlement = IN_DOLLARS_SETTLED,
  plus = false,
  className = '',
}: {
  lang: Lang
  /** In the settlement currency. */
  amount: number | string
  settlement?: Settlement
  /** An estimate that shipping will raise: `$1,240.00+`. */
  plus?: boolean
  className?: string
}) {
  const { view } = useDisplayCurrency()
  const beside = besideSettled(lang, amount, view, settlement)
  return (
    <span className={`tabular-nums ${className}`}>
      <bdi>
        {formatIn(lang, amount, settlement.currency)}
        {plus ? '+' : null}
      </bdi>
      {beside ? (
        <span className="font-normal text-[0.85em] text-ink-600">
          {' ('}
          <bdi>{beside}</bdi>
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

/** Isolated (FSI…PDI) so an amount inside Persian text keeps its own order. */
const isolated = (text: string) => `\u2068${text}\u2069`

/**
 * Under an order's totals, when its quote chose another currency than the dollar: the rate it
 * fixed and its day, as the proforma prints them (docs/decisions/046-settlement-currency.md).
 */
export function SettlementNote({ lang, settlement }: { lang: Lang; settlement: Settlement }) {
  const { t } = useTranslation()
  const names = useCurrencyNames(lang)
  const { currency, rate } = settlement
  if (currency === BASE_CURRENCY || !rate.effective_on) return null
  return (
    <p className="text-ink-600 text-xs">
      {t('currency.settledIn', {
        currency: names.name(currency),
        date: formatDay(lang, rate.effective_on, { dateStyle: 'medium' }),
        dollar: isolated(formatIn(lang, 1, BASE_CURRENCY)),
        rate: isolated(formatRate(lang, rate)),
      })}
    </p>
  )
}
