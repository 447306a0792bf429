import { QueryClient } from '@tanstack/react-query'
import { afterEach, expect, test, vi } from 'vitest'
import { productKeys } from '../../api/products.ts'
import { createApiClient } from '../../lib/api-client.ts'
import type { TFunction } from '../../lib/translator.ts'
import { type ShopperDeps, toggleWishlist } from './shopper-commands.ts'

const DETAIL = productKeys.detail('en', 5, 7)
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A buyer's product detail in the cache, and an API whose wishlist toggle answers `answer`. */
function shopper(answer: () => Response) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(DETAIL, { id: 5, is_wishlisted: false })
  const markedWhenAsked: unknown[] = []
  const api = createApiClient({
    baseUrl: '/api',
    authBaseUrl: '/api',
    lang: () => 'en',
    transport: async () => {
      markedWhenAsked.push(queryClient.getQueryData(DETAIL))
      return answer()
    },
  })
  const deps: ShopperDeps = { api, queryClient, lang: 'en', t: ((key: string) => key) as TFunction }
  return { deps, queryClient, markedWhenAsked }
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('the heart marks the product at once, then takes the server answer', async () => {
  const { deps, queryClient, markedWhenAsked } = shopper(() =>
    json(200, { product_id: 5, is_wishlisted: true }),
  )
  await toggleWishlist(deps, { id: 5, is_wishlisted: false })
  expect(markedWhenAsked).toEqual([{ id: 5, is_wishlisted: true }])
  expect(queryClient.getQueryData(DETAIL)).toEqual({ id: 5, is_wishlisted: true })
})

test('a refused toggle puts the mark back and only logs the failure', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const { deps, queryClient } = shopper(() => json(500, { detail: 'boom' }))
  await toggleWishlist(deps, { id: 5, is_wishlisted: false })
  expect(queryClient.getQueryData(DETAIL)).toEqual({ id: 5, is_wishlisted: false })
  expect(logged).toHaveBeenCalledWith('Failed to add product to wishlist', expect.anything())
})
