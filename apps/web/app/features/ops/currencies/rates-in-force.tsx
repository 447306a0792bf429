import type { CurrenciesResponse } from '@caravanserai/contracts/currencies'
import { BASE_CURRENCY } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { useCurrencyNames } from '../../../lib/currency-names.ts'
import { formatDay } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { formatUnitsPerUsd } from './rate-text.ts'

const cell = 'px-3 py-3 align-top'

/**
 * Each currency the shop shows with the rate buyers are converted at today: units per US dollar
 * and the day it took effect. The catalogue's own currency needs none; a currency without a rate
 * shows its prices in US dollars, and the row says so.
 */
export function RatesInForce({
  lang,
  currencies,
}: {
  lang: Lang
  currencies: CurrenciesResponse['currencies']
}) {
  const { t } = useTranslation('ops')
  const names = useCurrencyNames(lang)
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`currencies.inForce.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t('currencies.inForce.caption')}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            {head('currency')}
            {head('rate', 'text-end')}
            {head('since')}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {currencies.map(({ code, rate }) => (
            <tr key={code}>
              <th scope="row" className={`${cell} text-start font-normal`}>
                <span className="block font-semibold text-ink-900">{code}</span>
                <span className="text-ink-600 text-xs">{names.title(code)}</span>
              </th>
              {code === BASE_CURRENCY ? (
                <>
                  <td className={`${cell} text-end tabular-nums`}>{formatUnitsPerUsd(lang, '1')}</td>
                  <td className={`${cell} text-ink-700`}>{t('currencies.inForce.base')}</td>
                </>
              ) : rate ? (
                <>
                  <td className={`${cell} whitespace-nowrap text-end font-semibold tabular-nums`}>
                    {formatUnitsPerUsd(lang, rate.units_per_usd)}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={rate.effective_on}>
                      {formatDay(lang, rate.effective_on, { dateStyle: 'medium' })}
                    </time>
                  </td>
                </>
              ) : (
                <td colSpan={2} className={cell}>
                  <span className="block font-semibold text-amber-900">{t('currencies.inForce.none')}</span>
                  <span className="text-ink-700 text-xs">{t('currencies.inForce.noneHint', { code })}</span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
