import type { Product } from '@caravanserai/contracts/catalog'
import type { ToggleWishlistBody, ToggleWishlistResponse } from '@caravanserai/contracts/wishlist'
import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api.tsx'
import { inFlight } from './in-flight.ts'
import { shopKeys } from './shop-queries.ts'
import { showsProduct, withWishlistMark } from './wishlist-marks.ts'

function markEverywhere(queryClient: QueryClient, productId: number, on: boolean) {
  queryClient.setQueriesData({}, (data: unknown) => withWishlistMark(data, productId, on))
}

/** A query still loading its first answer: the page shows a stand-in (the visitor's copy). */
const loadingFirst = (query: Query) =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching'

/**
 * The heart (POST /customer/wishlist/toggle/), optimistic as SPEC §4 asks: the mark flips at
 * once in every cached list and product detail, takes the server's answer when it comes, and
 * flips back on failure, which is only logged (SPEC §8; the generic notice still shows). A second
 * toggle of the same product is ignored while the first is in flight.
 */
export function useWishlistToggle() {
  const api = useApi()
  const queryClient = useQueryClient()
  return async (product: Pick<Product, 'id' | 'is_wishlisted'>) => {
    const productId = product.id
    if (!inFlight.begin('wishlist', productId)) return
    const on = !product.is_wishlisted
    // A load already under way may have been answered before this toggle: it must not land on
    // top of the new mark. Lists showing the product are stopped (their own data stays); a first
    // load (a buyer's copy of the server-rendered page) is stopped and asked again afterwards.
    const reload = queryClient.getQueryCache().findAll({ predicate: loadingFirst })
    await queryClient.cancelQueries({
      predicate: (query) => loadingFirst(query) || showsProduct(query.state.data, productId),
    })
    markEverywhere(queryClient, productId, on)
    try {
      const body: ToggleWishlistBody = { product_id: productId }
      const answer = await api.post<ToggleWishlistResponse>('/customer/wishlist/toggle/', body)
      markEverywhere(queryClient, productId, answer.is_wishlisted)
    } catch (error) {
      markEverywhere(queryClient, productId, !on)
      console.error(
        on ? 'Failed to add product to wishlist' : 'Failed to remove product from wishlist',
        error,
      )
    } finally {
      inFlight.end('wishlist', productId)
      void queryClient.invalidateQueries({ queryKey: shopKeys.wishlist })
      for (const query of reload) {
        void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true })
      }
    }
  }
}
