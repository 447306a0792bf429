import type { Product } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { useLocation } from 'react-router'
import { useSessionUser } from '../../lib/session.ts'
import { useBusyProductIds } from './in-flight.ts'
import { useAddToCart, type Variation } from './use-add-to-cart.ts'
import { useWishlistToggle } from './use-wishlist-toggle.ts'

/**
 * What the add-to-cart and heart buttons do; pages receive these as props, so catalogue and
 * product features stay independent of the cart and the wishlist. A buyer adds and toggles; a
 * visitor is handed to `askToLogin` with the page to come back to (SPEC §4: 'Please login first',
 * then /login). The route passes the auth feature's useRequireLogin for it.
 */
export function useShopperActions(lang: Lang, askToLogin: (from: string) => void) {
  const user = useSessionUser()
  const { pathname, search } = useLocation()
  const addToCart = useAddToCart(lang)
  const toggleWishlist = useWishlistToggle()
  const busyIds = useBusyProductIds()
  const origin = `${pathname}${search}`
  return {
    onAddToCart: (product: Product, variation?: Variation, quantity?: number) => {
      if (user) void addToCart(product, variation, quantity)
      else askToLogin(origin)
    },
    onToggleWishlist: (product: Product) => {
      if (user) void toggleWishlist(product)
      else askToLogin(origin)
    },
    busyIds,
  }
}
