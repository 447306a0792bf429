import type { UserProfile } from '@caravanserai/contracts/accounts'
import type { ShippingAddressSchema } from '@caravanserai/contracts/addresses'
import type { CartResponse } from '@caravanserai/contracts/cart'
import type { DestinationSchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderListResponse,
  type OrderSummaryResponse,
} from '@caravanserai/contracts/orders'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../../lib/api-client.ts'

export type Destination = z.infer<typeof DestinationSchema>
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>

/** The dashboard shows the 3 most recent orders. */
export const DASHBOARD_RECENT_ORDERS = 3

/**
 * Query keys of the buyer's orders area. Signed-in answers carry the user id (right after the
 * area) so a change of user never shows another's data and one user's entries invalidate by prefix;
 * translated answers carry the language.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  destinations: (lang: Lang) => ['orders', 'destinations', lang] as const,
  checkoutCart: (userId: number, lang: Lang) => ['orders', 'checkout-cart', userId, lang] as const,
  addresses: (userId: number) => ['orders', 'addresses', userId] as const,
  lists: (userId: number) => ['orders', 'list', userId] as const,
  list: (userId: number, lang: Lang, page: number, pageSize: number) =>
    ['orders', 'list', userId, lang, page, pageSize] as const,
  details: (userId: number) => ['orders', 'detail', userId] as const,
  detail: (userId: number, lang: Lang, id: number) => ['orders', 'detail', userId, lang, id] as const,
  summary: (userId: number) => ['orders', 'summary', userId] as const,
  profile: (userId: number) => ['orders', 'profile', userId] as const,
}

/** Orders move on by the operators' hand: signed-in answers are fetched again on every visit. */
const LIVE = { staleTime: 0 } as const

export const destinationsQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ordersKeys.destinations(lang),
    queryFn: ({ signal }) => api.get<Destination[]>('/destinations/', { signal, lang }),
  })

export const checkoutCartQuery = (api: ApiClient, userId: number, lang: Lang) =>
  queryOptions({
    queryKey: ordersKeys.checkoutCart(userId, lang),
    queryFn: ({ signal }) => api.get<CartResponse>('/customer/cart/', { signal, lang }),
    ...LIVE,
  })

export const addressesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ordersKeys.addresses(userId),
    queryFn: ({ signal }) => api.get<ShippingAddress[]>('/customer/shipping-addresses/', { signal }),
    ...LIVE,
  })

export const orderListQuery = (
  api: ApiClient,
  userId: number,
  lang: Lang,
  page: number,
  pageSize = ORDERS_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: ordersKeys.list(userId, lang, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<OrderListResponse>('/orders/list/', { query: { page, page_size: pageSize }, signal, lang }),
    ...LIVE,
  })

/** The page shows its own not-found state, so a 404 raises no toast. */
export const orderQuery = (api: ApiClient, userId: number, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ordersKeys.detail(userId, lang, id),
    queryFn: ({ signal }) => api.get<Order>(`/orders/${id}/`, { signal, lang, quiet: true }),
    ...LIVE,
  })

export const orderSummaryQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ordersKeys.summary(userId),
    queryFn: ({ signal }) => api.get<OrderSummaryResponse>('/orders/summary/', { signal }),
    ...LIVE,
  })

export const profileQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ordersKeys.profile(userId),
    queryFn: ({ signal }) => api.get<UserProfile>(`/accounts/users/${userId}/`, { signal, auth: true }),
    ...LIVE,
  })

/** A route's order id: a positive integer, else null (the not-found state). */
export function orderIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null
  const id = Number(param)
  return id >= 1 && id <= 2_147_483_647 ? id : null
}

/** `?page=` of the orders list: a positive integer, else the first page. */
export function pageOf(param: string | null): number {
  const page = Number(param)
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1
}
