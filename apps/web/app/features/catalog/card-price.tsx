import type { Lang } from '@caravanserai/contracts/languages'
import type { CardProduct } from '../../api/product-cards.ts'
import { Price, PriceSpan } from '../../components/price.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

const PRICE_CLASS = 'font-bold text-lg text-teal-900'

/**
 * A card's price (docs/product.md#volume-price-tiers): the first variation's, or, when volume
 * tiers lower it, the span from its lowest unit price to its first one, in the display currency.
 */
export function CardPrice({ lang, product }: { lang: Lang; product: CardProduct }) {
  const { t } = useTranslation('catalog')
  const variation = product.product_variations[0]
  const price = variation?.price ?? 0
  const lowest = variation?.lowest_price ?? price
  if (lowest >= price) return <Price lang={lang} usd={price} className={PRICE_CLASS} />
  return (
    <p className="flex flex-col">
      <PriceSpan lang={lang} low={lowest} high={price} className={PRICE_CLASS} />
      <span className="text-ink-600 text-xs">{t('card.byQuantity')}</span>
    </p>
  )
}
