import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { tierPrice } from '@caravanserai/contracts/price-tier-rules'
import { Heart, Printer, Share2, ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import { Price, RatesNote } from '../../components/price.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { formatNumber } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { PriceTiersTable, TierUnitPrice } from './price-tiers-table.tsx'
import { canOrder, quantityBounds, subtotal, type Variation, variationLabel } from './quantity.ts'
import { QuantityStepper } from './quantity-stepper.tsx'
import { shareLink } from './share.ts'

export type ProductPageActions = {
  onAddToCart: (product: ProductDetail, variation: Variation, quantity: number) => void
  onToggleWishlist: (product: ProductDetail) => void
  busyIds?: ReadonlySet<number>
}

/**
 * The chosen variation's facts and the buying controls: attributes, price, stock, variation picker,
 * quantity, subtotal, add-to-cart, print, share and the wishlist toggle.
 */
export function ProductPurchase({
  lang,
  product,
  variation,
  onVariation,
  actions,
}: {
  lang: Lang
  product: ProductDetail
  variation: Variation | undefined
  onVariation: (id: number) => void
  actions: ProductPageActions
}) {
  const { t } = useTranslation('product')
  const bounds = quantityBounds(variation ?? { minimum_order_quantity: 1, stock: 0 })
  const orderable = variation !== undefined && canOrder(bounds)
  const [quantity, setQuantity] = useState(bounds.min)
  const [forVariation, setForVariation] = useState(variation?.id)
  if (forVariation !== variation?.id) {
    // A new variation starts again at its own minimum order.
    setForVariation(variation?.id)
    setQuantity(bounds.min)
  }
  const busy = actions.busyIds?.has(product.id) ?? false
  const price = variation?.price ?? product.price
  /** The unit price of the quantity chosen, by its volume tier. */
  const unit = variation ? tierPrice(variation.price_tiers, quantity) : price

  async function share() {
    const outcome = await shareLink({ title: product.name, url: window.location.href })
    if (outcome === 'shared') notify.success(t('share.done'))
    if (outcome === 'copied') notify.success(t('share.copied'))
    if (outcome === 'failed') notify.error(t('share.failed'))
  }

  return (
    <div className="space-y-6">
      {variation && variation.product_attributes.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-sand-100 p-4 text-sm">
          {variation.product_attributes.map((pa) => (
            <div key={pa.attribute.id} className="contents">
              <dt className="text-ink-600">{pa.attribute.name}</dt>
              <dd className="font-medium">{pa.value.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Price lang={lang} usd={price} className="font-bold text-3xl text-teal-900" />
        {!variation || bounds.max === 0 ? (
          <Badge tone="danger">{t('purchase.outOfStock')}</Badge>
        ) : (
          <Badge tone="brand">{t('purchase.inStock', { stock: formatNumber(lang, bounds.max) })}</Badge>
        )}
      </div>
      <RatesNote lang={lang} className="-mt-4" />
      {variation ? <PriceTiersTable lang={lang} tiers={variation.price_tiers} quantity={quantity} /> : null}

      {product.product_variations.length > 1 ? (
        <fieldset>
          <legend className="mb-2 font-semibold text-sm">{t('purchase.variation')}</legend>
          <div className="flex flex-wrap gap-2">
            {product.product_variations.map((v) => (
              <label
                key={v.id}
                className="cursor-pointer rounded-md border border-sand-300 px-3 py-2 text-sm has-[:checked]:border-teal-800 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700"
              >
                <input
                  type="radio"
                  name="variation"
                  value={v.id}
                  checked={v.id === variation?.id}
                  onChange={() => onVariation(v.id)}
                  className="sr-only"
                />
                {variationLabel(v)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="flex flex-wrap items-end gap-6 print:hidden">
        <QuantityStepper
          lang={lang}
          value={quantity}
          bounds={bounds}
          disabled={!orderable}
          onChange={setQuantity}
        />
        <div>
          <p className="text-ink-600 text-sm">{t('purchase.subtotal')}</p>
          <Price lang={lang} usd={orderable ? subtotal(unit, quantity) : 0} className="font-bold text-xl" />
          {variation && orderable ? (
            <TierUnitPrice lang={lang} tiers={variation.price_tiers} quantity={quantity} />
          ) : null}
        </div>
      </div>
      {variation && bounds.max > 0 && !orderable ? (
        <p className="text-red-800 text-sm">
          {t('purchase.belowMinimum', { min: formatNumber(lang, bounds.min) })}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3 print:hidden">
        <Button
          size="lg"
          disabled={!orderable || busy}
          onClick={() => variation && actions.onAddToCart(product, variation, quantity)}
        >
          <ShoppingCart aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {t('purchase.addToCart')}
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={busy}
          aria-pressed={product.is_wishlisted}
          onClick={() => actions.onToggleWishlist(product)}
        >
          <Heart
            aria-hidden="true"
            className={`size-5 ${product.is_wishlisted ? 'fill-red-600 text-red-600' : ''}`}
          />
          {t(product.is_wishlisted ? 'purchase.inWishlist' : 'purchase.addToWishlist')}
        </Button>
        <Button size="lg" variant="ghost" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {t('purchase.print')}
        </Button>
        <Button size="lg" variant="ghost" onClick={() => void share()}>
          <Share2 aria-hidden="true" className="size-5" />
          {t('purchase.share')}
        </Button>
      </div>
    </div>
  )
}
