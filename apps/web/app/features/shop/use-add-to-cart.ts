import type { CartItem, CreateCartItemBody } from '@caravanserai/contracts/cart'
import type { Product } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useApi } from '../../lib/api.tsx'
import { notify } from '../../lib/notify.ts'
import { notifyFailure } from './failure-notice.ts'
import { inFlight } from './in-flight.ts'
import { shopKeys } from './shop-queries.ts'

export type Variation = Product['product_variations'][number]

/** SPEC §5: a variation's minimum order, 1 when it has none. */
export function minimumOrder(variation: Pick<Variation, 'minimum_order_quantity'>): number {
  return Math.max(1, variation.minimum_order_quantity || 1)
}

/**
 * Puts a product in the buyer's cart (POST /customer/cart/create/): from a card its first
 * variation at the minimum order, from the product page the chosen variation and quantity.
 * Busy per product; a toast names the product, or says why it failed (SPEC §8).
 */
export function useAddToCart(lang: Lang) {
  const api = useApi()
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  return async (product: Product, variation = product.product_variations[0], quantity?: number) => {
    if (!variation || !inFlight.begin('cart', product.id)) return
    const body: CreateCartItemBody = {
      product_variation: variation.id,
      quantity: quantity ?? minimumOrder(variation),
    }
    try {
      await api.post<CartItem>('/customer/cart/create/', body, { lang })
      notify.success(t('shop.added', { name: product.name.trim() || t('shop.unnamed') }), { id: 'cart-add' })
    } catch (error) {
      notifyFailure(t('shop.addFailed'), error, t('shop.tryAgain'))
    } finally {
      inFlight.end('cart', product.id)
      // SPEC §4: the cart is loaded again after every add (the header badge follows).
      void queryClient.invalidateQueries({ queryKey: shopKeys.cart })
    }
  }
}
