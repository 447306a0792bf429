import type { CartItem } from '@caravanserai/contracts/cart'
import type { Lang } from '@caravanserai/contracts/languages'
import { formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { formatDollars } from './dollars.tsx'
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
  const next = nextTier(variation.price_tiers, quantity, variation.stock)
  if (!next) return null
  return (
    <p className="text-teal-800 text-xs">
      {t('cart.nextTier', {
        quantity: formatNumber(lang, next.min_quantity),
        price: formatDollars(lang, next.price),
      })}
    </p>
  )
}
