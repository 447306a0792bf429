import type { Lang } from '@caravanserai/contracts/languages'
import { tierPrice } from '@caravanserai/contracts/price-tier-rules'
import type { PriceTier } from '@caravanserai/contracts/price-tiers'
import { Price } from '../../components/price.tsx'
import { useDisplayCurrency } from '../../lib/display-currency.tsx'
import { formatNumber, formatNumberRange } from '../../lib/format.ts'
import { formatMoney } from '../../lib/money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { currentTier } from './price-tiers.ts'

/**
 * The chosen variation's volume prices (docs/product.md#volume-price-tiers): each range of
 * quantities with its unit price, the range of the quantity chosen marked. Nothing for a
 * variation with one price for every quantity.
 */
export function PriceTiersTable({
  lang,
  tiers,
  quantity,
}: {
  lang: Lang
  tiers: readonly PriceTier[]
  quantity: number
}) {
  const { t } = useTranslation('product')
  if (tiers.length < 2) return null
  const current = currentTier(tiers, quantity)
  const cell = 'px-3 py-2'
  return (
    <table className="w-full max-w-sm overflow-hidden rounded-lg text-sm ring-1 ring-sand-200">
      <caption className="pb-2 text-start font-semibold text-ink-900">{t('tiers.caption')}</caption>
      <thead className="bg-sand-100 text-ink-600">
        <tr>
          <th scope="col" className={`${cell} text-start font-semibold`}>
            {t('tiers.quantity')}
          </th>
          <th scope="col" className={`${cell} text-end font-semibold`}>
            {t('tiers.unitPrice')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-sand-100">
        {tiers.map((tier, i) => {
          const here = i === current
          return (
            <tr
              key={tier.min_quantity}
              aria-current={here || undefined}
              className={here ? 'bg-teal-50 font-semibold text-teal-900' : 'text-ink-800'}
            >
              <th scope="row" className={`${cell} text-start tabular-nums ${here ? '' : 'font-normal'}`}>
                {tier.max_quantity === null
                  ? t('tiers.andMore', { min: formatNumber(lang, tier.min_quantity) })
                  : formatNumberRange(lang, tier.min_quantity, tier.max_quantity)}
              </th>
              <td className={`${cell} text-end`}>
                <Price lang={lang} usd={tier.price} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** The unit price volume tiers give the quantity chosen; nothing without tiers. */
export function TierUnitPrice({
  lang,
  tiers,
  quantity,
}: {
  lang: Lang
  tiers: readonly PriceTier[]
  quantity: number
}) {
  const { t } = useTranslation('product')
  const { view } = useDisplayCurrency()
  if (tiers.length < 2) return null
  return (
    <p className="text-ink-600 text-sm">
      {t('tiers.each', { price: formatMoney(lang, tierPrice(tiers, quantity), view) })}
    </p>
  )
}
