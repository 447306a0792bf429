import type { CartItem } from '@caravanserai/contracts/cart'
import type { Lang } from '@caravanserai/contracts/languages'
import { Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Price } from '../../components/price.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Picture } from '../../components/ui/picture.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { isOrderable, lineBounds } from './cart-quantity.ts'
import { CartQuantityStepper } from './cart-quantity-stepper.tsx'
import { refusalOf } from './failure-notice.ts'
import { NextTierHint } from './next-tier-hint.tsx'
import { useCartLineChanges } from './use-cart-changes.ts'

const PLACEHOLDER_IMAGE = '/placeholder-product.svg'

/**
 * One row of the cart table: picture, name, unit price, quantity, line total and a remove button.
 * The server's reason for refusing a quantity (minimum order, stock) stays under the stepper until
 * the next change.
 */
export function CartLine({
  lang,
  item,
  frozen,
  onRemoved,
}: {
  lang: Lang
  item: CartItem
  /** The whole cart is being cleared. */
  frozen: boolean
  onRemoved: (name: string) => void
}) {
  const { t } = useTranslation('cart')
  const variation = item.product_variation
  const name = variation.product_name.trim() || t('cart.unnamed')
  const { update, remove } = useCartLineChanges(lang, item, () => onRemoved(name))
  const busy = frozen || update.isPending || remove.isPending
  const bounds = lineBounds(variation)
  const image = variation.images[0]
  const refusal = refusalOf(update.error)
  const quantity = update.isPending ? update.variables : item.quantity

  return (
    <tr aria-busy={busy} className={`border-sand-200 border-b align-top ${busy ? 'opacity-70' : ''}`}>
      <td className="py-4 pe-3">
        <div className="flex gap-3">
          <Picture
            src={image?.photo ?? PLACEHOLDER_IMAGE}
            srcSet={image?.srcset || undefined}
            sizes="80px"
            width={image?.width ?? 400}
            height={image?.height ?? 300}
            alt=""
            loading="lazy"
            className="hidden size-20 shrink-0 rounded-md bg-sand-100 object-cover sm:block"
          />
          <div className="min-w-0 space-y-1">
            <Link
              to={localizedPath(`/product/${variation.product_id}`, lang)}
              className="font-semibold text-ink-900 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              {name}
            </Link>
            {variation.name && variation.name !== name ? (
              <p className="text-ink-600 text-xs">{variation.name}</p>
            ) : null}
            {/* Phones have no room for the price and total columns: they show here. */}
            <dl className="space-y-0.5 text-xs sm:hidden">
              <div className="flex gap-1">
                <dt className="text-ink-600">{t('cart.unitPrice')}</dt>
                <dd>
                  <Price lang={lang} usd={variation.price} />
                </dd>
              </div>
              <div className="flex gap-1 font-semibold">
                <dt className="text-ink-600">{t('cart.lineTotal')}</dt>
                <dd>
                  <Price lang={lang} usd={item.line_total} />
                </dd>
              </div>
            </dl>
            {!item.is_available ? (
              <Badge tone="danger">{t('cart.unavailable')}</Badge>
            ) : bounds.max === 0 ? (
              <Badge tone="danger">{t('cart.outOfStock')}</Badge>
            ) : (
              <NextTierHint lang={lang} variation={variation} quantity={quantity} />
            )}
          </div>
        </div>
      </td>
      <td className="hidden py-4 pe-3 sm:table-cell">
        <Price lang={lang} usd={variation.price} />
      </td>
      <td className="py-4 pe-3">
        <CartQuantityStepper
          lang={lang}
          name={name}
          quantity={quantity}
          bounds={bounds}
          busy={busy}
          locked={!item.is_available || !isOrderable(bounds)}
          onChange={(next) => update.mutate(next)}
        />
        {refusal ? (
          <p role="alert" className="mt-1 max-w-48 text-red-800 text-xs">
            {refusal}
          </p>
        ) : null}
      </td>
      <td className="hidden py-4 pe-3 text-end font-semibold sm:table-cell">
        {update.isPending ? (
          <Spinner label={t('cart.updating')} className="size-4" />
        ) : (
          <Price lang={lang} usd={item.line_total} />
        )}
      </td>
      <td className="py-3 text-end">
        <button
          type="button"
          onClick={() => {
            if (!busy) remove.mutate()
          }}
          aria-disabled={busy}
          aria-label={t('cart.removeNamed', { name })}
          title={t('cart.remove')}
          className="inline-flex size-10 items-center justify-center rounded-md text-ink-700 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-teal-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {remove.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Trash2 aria-hidden="true" className="size-5" />
          )}
        </button>
      </td>
    </tr>
  )
}
