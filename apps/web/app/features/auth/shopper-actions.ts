import type { Lang } from '@caravanserai/contracts/languages'
import { useLocation } from 'react-router'
import { useRequireLogin } from './require-login.ts'

/**
 * What the add-to-cart and heart buttons do. A visitor is asked to log in first and sent to
 * /login, remembering the page (SPEC §4). The buyer-account slice adds the signed-in branch
 * (cart add, optimistic wishlist toggle) here; pages receive the actions as props, so catalogue
 * and product features stay independent of the cart and wishlist.
 */
export function useShopperActions(lang: Lang) {
  const requireLogin = useRequireLogin(lang)
  const location = useLocation()
  const origin = `${location.pathname}${location.search}`
  return {
    onAddToCart: () => requireLogin(origin),
    onToggleWishlist: () => requireLogin(origin),
    busyIds: undefined,
  }
}
