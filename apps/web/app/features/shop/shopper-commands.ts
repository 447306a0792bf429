import type { CreateCartItemBody } from '@caravanserai/contracts/cart'
import type { Product } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { MutationObserver, type Query, type QueryClient } from '@tanstack/react-query'
import { cartKeys, createCartItem } from '../../api/cart.ts'
import { productKeys } from '../../api/products.ts'
import { toggleWishlisted } from '../../api/wishlist.ts'
import type { ApiClient } from '../../lib/api-client.ts'
import { notify } from '../../lib/notify.ts'
import type { TFunction } from '../../lib/translator.ts'
import { notifyFailure } from './failure-notice.ts'
import { showsProduct, withWishlistMark } from './wishlist-marks.ts'

/**
 * What the buyer's add-to-cart and heart do. Loaded on demand (shopper-actions.ts): visitors,
 * most of the catalogue's traffic, never need it. The caller marks the product busy before and
 * clears it after (in-flight.ts). Each is a mutation run outside React (a MutationObserver, since
 * the module is loaded on demand and holds no hooks); the failure is handled by its callbacks, so
 * the settled promise is only awaited.
 */
export type ShopperDeps = { api: ApiClient; queryClient: QueryClient; lang: Lang; t: TFunction }
export type Variation = Product['product_variations'][number]
/** What adding to the cart needs of a variation: a card holds no more (api/product-cards.ts). */
export type CartVariation = Pick<Variation, 'id' | 'minimum_order_quantity'>

/** A variation's minimum order, 1 when it has none. */
export function minimumOrder(variation: Pick<Variation, 'minimum_order_quantity'>): number {
  return Math.max(1, variation.minimum_order_quantity || 1)
}

/**
 * POST /customer/cart/create/: from a card the first variation at its minimum order, from the
 * product page the chosen variation and quantity. A toast names the product, or says why it failed.
 */
export async function addToCart(
  { api, queryClient, lang, t }: ShopperDeps,
  product: Pick<Product, 'name'>,
  variation: CartVariation,
  quantity = minimumOrder(variation),
): Promise<void> {
  const adding = new MutationObserver(queryClient, {
    mutationFn: (body: CreateCartItemBody) => createCartItem(api, lang, body),
    onSuccess: () =>
      notify.success(t('shop.added', { name: product.name.trim() || t('shop.unnamed') }), { id: 'cart-add' }),
    onError: (error) => notifyFailure(t('shop.addFailed'), error, t('shop.tryAgain')),
    // The cart is loaded again after every add (the header badge follows).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  })
  await adding.mutate({ product_variation: variation.id, quantity }).catch(() => {})
}

function markEverywhere(queryClient: QueryClient, productId: number, on: boolean) {
  queryClient.setQueriesData({}, (data: unknown) => withWishlistMark(data, productId, on))
}

/** A query still loading its first answer: the page shows a stand-in (the visitor's copy). */
const loadingFirst = (query: Query) =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching'

/**
 * POST /customer/wishlist/toggle/, optimistic (docs/product.md#wishlist): the mark flips at once in
 * every cached list and product detail, takes the server's answer when it comes, and flips back on
 * failure, which is only logged (the generic notice still shows).
 */
export async function toggleWishlist(
  { api, queryClient }: ShopperDeps,
  product: Pick<Product, 'id' | 'is_wishlisted'>,
): Promise<void> {
  const productId = product.id
  const on = !product.is_wishlisted
  const toggling = new MutationObserver(queryClient, {
    mutationFn: () => toggleWishlisted(api, { product_id: productId }),
    onMutate: async () => {
      // A load already under way may have been answered before this toggle: it must not land on
      // top of the new mark. Lists showing the product are stopped (their own data stays); a first
      // load (a buyer's copy of the server-rendered page) is stopped and asked again afterwards.
      const reload = queryClient.getQueryCache().findAll({ predicate: loadingFirst })
      await queryClient.cancelQueries({
        predicate: (query) => loadingFirst(query) || showsProduct(query.state.data, productId),
      })
      markEverywhere(queryClient, productId, on)
      return { reload }
    },
    onSuccess: (answer) => markEverywhere(queryClient, productId, answer.is_wishlisted),
    onError: (error) => {
      markEverywhere(queryClient, productId, !on)
      console.error(
        on ? 'Failed to add product to wishlist' : 'Failed to remove product from wishlist',
        error,
      )
    },
    onSettled: (_answer, _error, _variables, started) => {
      void queryClient.invalidateQueries({ queryKey: productKeys.wishlists })
      for (const query of started?.reload ?? []) {
        void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true })
      }
    },
  })
  await toggling.mutate().catch(() => {})
}
