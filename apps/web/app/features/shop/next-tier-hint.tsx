import type { CartItem } from '@caravanserai/contracts/cart'
import type { Lang } from '@caravanserai/contracts/languages'
import { useDisplayCurrency } from '../../lib/display-currency.tsx'
import { formatNumber } from '../../lib/format.ts'
import { formatMoney } from '../../lib/money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { nextTier } from './next-tier.ts'

/** 'Buy 500 or more for $11.10 each': the next volume price within the line's reach, if any. */
export function NextTierHint({
  lang,
  variation,
  quantity,
}: {
  lang: Lang
  variation: CartItem['product_variation']
  quantity: number
}) {
  const { t } = useTranslation('cart')
  const { view } = useDisplayCurrency()
  const next = nextTier(variation.price_tiers, quantity, variation.stock)
  if (!next) return null
  return (
    <p className="text-teal-800 text-xs">
      {t('cart.nextTier', {
        quantity: formatNumber(lang, next.min_quantity),
        price: formatMoney(lang, next.price, view),
      })}
    </p>
  )
}
