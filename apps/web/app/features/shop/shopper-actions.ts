import type { Product } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useApi } from '../../lib/api.tsx'
import { useSessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { inFlight, type ShopperAction, useBusyProductIds } from './in-flight.ts'
import type { CartVariation, ShopperDeps } from './shopper-commands.ts'

// The buyer's side loads when a buyer is known: a visitor's first-load script stays as it was
// (docs/decisions/011-first-load-script.md).
const loadCommands = () => import('./shopper-commands.ts')

/**
 * Runs a shopper action unless the product already has one of that kind in flight (a second toggle
 * is ignored meanwhile; buttons show the busy state until it ends).
 */
function once(
  action: ShopperAction,
  productId: number,
  work: (commands: Awaited<ReturnType<typeof loadCommands>>) => Promise<void>,
) {
  if (!inFlight.begin(action, productId)) return
  void loadCommands()
    .then(work)
    .catch((error: unknown) => console.error(`The ${action} action failed to load:`, error))
    .finally(() => inFlight.end(action, productId))
}

/**
 * What the add-to-cart and heart buttons do; pages receive these as props, so catalogue and product
 * features stay independent of the cart and the wishlist. A buyer adds and toggles; a visitor is
 * handed to `askToLogin` with the page to come back to ('Please login first', then /login). The
 * route passes the auth feature's useRequireLogin for it.
 */
export function useShopperActions(lang: Lang, askToLogin: (from: string) => void) {
  const user = useSessionUser()
  const { pathname, search } = useLocation()
  const { t } = useTranslation()
  const deps: ShopperDeps = { api: useApi(), queryClient: useQueryClient(), lang, t }
  const busyIds = useBusyProductIds()
  const origin = `${pathname}${search}`
  useEffect(() => {
    if (user) void loadCommands().catch(() => {})
  }, [user])
  return {
    onAddToCart: (
      product: Pick<Product, 'id' | 'name'> & { product_variations: CartVariation[] },
      variation?: CartVariation,
      quantity?: number,
    ) => {
      const chosen = variation ?? product.product_variations[0]
      if (!user) askToLogin(origin)
      else if (chosen) once('cart', product.id, (c) => c.addToCart(deps, product, chosen, quantity))
    },
    onToggleWishlist: (product: Pick<Product, 'id' | 'is_wishlisted'>) => {
      if (!user) askToLogin(origin)
      else once('wishlist', product.id, (c) => c.toggleWishlist(deps, product))
    },
    busyIds,
  }
}
