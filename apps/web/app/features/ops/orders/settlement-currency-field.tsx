import { BASE_CURRENCY, type Currency, RATE_DECIMALS } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import type { SettlementCurrency } from '@caravanserai/contracts/ops-currencies'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Select } from '../../../components/ui/select.tsx'
import { useCurrencyNames } from '../../../lib/currency-names.ts'
import { formatDay, formatDecimal, formatNumber } from '../../../lib/format.ts'
import { IN_DOLLARS } from '../../../lib/money.ts'
import { formatSettled, settlementOf } from '../../../lib/settled-money.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ltr } from '../console/ltr.ts'
import { quotedAmounts } from './quote-settlement.ts'

/** `1 USD = 0.9215 EUR`, in the page language's digits, kept left to right in Persian. */
export function rateEquation(lang: Lang, choice: SettlementCurrency): string {
  const units = formatDecimal(lang, choice.rate.units_per_usd, { maximumFractionDigits: RATE_DECIMALS })
  return ltr(`${formatNumber(lang, 1)} ${BASE_CURRENCY} = ${units} ${choice.code}`)
}

/** The total the buyer will be asked for in `choice`'s currency, dollars beside: `€631.69 (≈ $685.50)`. */
export function quotedTotal(
  lang: Lang,
  order: Pick<OpsOrder, 'order_items'>,
  shippingUsd: number,
  choice: SettlementCurrency,
): string {
  const { total } = quotedAmounts(order, shippingUsd, choice)
  const settlement = settlementOf({
    settlement_currency: choice.code,
    settlement_rate: choice.rate.units_per_usd,
    settlement_rate_on: choice.rate.effective_on,
  })
  return formatSettled(lang, total, IN_DOLLARS, settlement)
}

/**
 * The currency a quote settles in (docs/decisions/046-settlement-currency.md): those the seller has
 * a bank account in and a rate for today, the dollar first; under it the rate the quote will fix
 * and, once shipping is typed, what the buyer will be asked for.
 */
export function SettlementCurrencyField({
  lang,
  order,
  offered,
  code,
  shippingUsd,
  registration,
}: {
  lang: Lang
  order: OpsOrder
  /** What may be chosen today; empty while it loads. */
  offered: readonly SettlementCurrency[]
  /** The currency chosen. */
  code: Currency
  /** The shipping typed, null while it is not a price. */
  shippingUsd: number | null
  registration: UseFormRegisterReturn
}) {
  const { t } = useTranslation('ops')
  const names = useCurrencyNames(lang)
  const id = 'ops-settlement_currency'
  const choice = offered.find((c) => c.code === code)
  // The chosen one stays an option while the list loads, or once it is no longer offered.
  const codes = [...new Set<Currency>([BASE_CURRENCY, ...offered.map((c) => c.code), code])]
  let rate = t('quote.inDollars')
  if (code !== BASE_CURRENCY)
    rate = choice
      ? t('quote.rate', {
          rate: rateEquation(lang, choice),
          date: formatDay(lang, choice.rate.effective_on, { dateStyle: 'medium' }),
        })
      : offered.length
        ? t('quote.notOffered', { currency: names.name(code) })
        : ''
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink-800 text-sm">
        {t('quote.currency')}
      </label>
      <Select id={id} className="max-w-xs" aria-describedby={`${id}-preview`} {...registration}>
        {codes.map((option) => (
          <option key={option} value={option}>
            {`${option} — ${names.title(option)}`}
          </option>
        ))}
      </Select>
      <div id={`${id}-preview`} className="space-y-0.5 text-ink-700 text-sm" aria-live="polite">
        <p>{rate}</p>
        {shippingUsd !== null && choice && code !== BASE_CURRENCY ? (
          <p className="font-semibold">
            {t('quote.asked', { total: quotedTotal(lang, order, shippingUsd, choice) })}
          </p>
        ) : null}
      </div>
    </div>
  )
}
