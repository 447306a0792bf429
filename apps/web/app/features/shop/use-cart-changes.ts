import type { CartItem } from '@caravanserai/contracts/cart'
import type { Lang } from '@caravanserai/contracts/languages'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cartKeys, clearCart, removeCartItem, updateCartItem } from '../../api/cart.ts'
import { useApi } from '../../lib/api.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'
import { notifyFailure } from './failure-notice.ts'

/**
 * The cart is loaded again after every change (docs/product.md#cart); a change stays busy until the
 * new cart is in, so the page never shows the old quantity in between.
 */
function useReloadCart() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.all })
}

/** Changing one line's quantity (PATCH /customer/cart/update/{id}/) and removing it. */
export function useCartLineChanges(lang: Lang, item: CartItem, onRemoved: () => void) {
  const { t } = useTranslation('cart')
  const api = useApi()
  const reload = useReloadCart()
  const update = useMutation({
    mutationFn: (quantity: number) => updateCartItem(api, lang, item.id, { quantity }),
    onError: (error) => notifyFailure(t('cart.updateFailed'), error, t('cart.tryAgain')),
    onSettled: reload,
  })
  const remove = useMutation({
    mutationFn: () => removeCartItem(api, lang, item.id),
    onSuccess: onRemoved,
    onError: (error) => notifyFailure(t('cart.removeFailed'), error, t('cart.tryAgain')),
    onSettled: reload,
  })
  return { update, remove }
}

/** Clear-all (POST /customer/cart/clear/). */
export function useClearCart(lang: Lang, onCleared: () => void) {
  const { t } = useTranslation('cart')
  const api = useApi()
  const reload = useReloadCart()
  return useMutation({
    mutationFn: () => clearCart(api, lang),
    onSuccess: onCleared,
    onError: (error) => notifyFailure(t('cart.clearFailed'), error, t('cart.tryAgain')),
    onSettled: reload,
  })
}
