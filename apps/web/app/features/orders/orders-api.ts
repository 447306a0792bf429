import { DetailResponseSchema, UserProfileSchema } from '@caravanserai/contracts/accounts'
import { ShippingAddressListSchema, type ShippingAddressSchema } from '@caravanserai/contracts/addresses'
import { CartResponseSchema } from '@caravanserai/contracts/cart'
import { DestinationListSchema, type DestinationSchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  ORDERS_PAGE_SIZE,
  OrderListResponseSchema,
  OrderSchema,
  OrderSummaryResponseSchema,
  type RequestShippingBody,
} from '@caravanserai/contracts/orders'
import { OrderPaymentSchema } from '@caravanserai/contracts/payments'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../../lib/api-client.ts'
import { apiPathOf } from '../../lib/save-file.ts'
import type { BuyerAction } from './order-actions.ts'

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
  /** The payment part of an order: amounts, bank details, confirmations; nothing in it is translated. */
  payment: (userId: number, id: number) => ['orders', 'payment', userId, id] as const,
  profile: (userId: number) => ['orders', 'profile', userId] as const,
}

/** Orders move on by the operators' hand: signed-in answers are fetched again on every visit. */
const LIVE = { staleTime: 0 } as const

export const destinationsQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ordersKeys.destinations(lang),
    queryFn: ({ signal }) => api.get('/destinations/', { signal, lang, schema: DestinationListSchema }),
  })

export const checkoutCartQuery = (api: ApiClient, userId: number, lang: Lang) =>
  queryOptions({
    queryKey: ordersKeys.checkoutCart(userId, lang),
    queryFn: ({ signal }) => api.get('/customer/cart/', { signal, lang, schema: CartResponseSchema }),
    ...LIVE,
  })

export const addressesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ordersKeys.addresses(userId),
    queryFn: ({ signal }) =>
      api.get('/customer/shipping-addresses/', { signal, schema: ShippingAddressListSchema }),
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
      api.get('/orders/list/', {
        query: { page, page_size: pageSize },
        signal,
        lang,
        schema: OrderListResponseSchema,
      }),
    ...LIVE,
  })

/** The page shows its own not-found state, so a 404 raises no toast. */
export const orderQuery = (api: ApiClient, userId: number, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ordersKeys.detail(userId, lang, id),
    queryFn: ({ signal }) => api.get(`/orders/${id}/`, { signal, lang, quiet: true, schema: OrderSchema }),
    ...LIVE,
  })

export const orderSummaryQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ordersKeys.summary(userId),
    queryFn: ({ signal }) => api.get('/orders/summary/', { signal, schema: OrderSummaryResponseSchema }),
    ...LIVE,
  })

export const profileQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ordersKeys.profile(userId),
    queryFn: ({ signal }) =>
      api.get(`/accounts/users/${userId}/`, { signal, auth: true, schema: UserProfileSchema }),
    ...LIVE,
  })

/** The payment part of an order; its section shows its own failure, so no generic toast. */
export const orderPaymentQuery = (api: ApiClient, userId: number, id: number) =>
  queryOptions({
    queryKey: ordersKeys.payment(userId, id),
    queryFn: ({ signal }) =>
      api.get(`/orders/${id}/payment/`, { signal, quiet: true, schema: OrderPaymentSchema }),
    ...LIVE,
  })

/**
 * A file takes far longer to move than an answer: a 10 MB scan over a phone's connection needs
 * more than the 10 s a phone's calls get.
 */
export const FILE_TIMEOUT_MS = 180_000

/**
 * Sends the bank's transfer confirmation as multipart/form-data, one part named `file`: the
 * payment as it now stands. Quiet: the form says why a file was refused, in the server's words.
 */
export function sendPaymentProof(api: ApiClient, lang: Lang, orderId: number, file: File) {
  const form = new FormData()
  form.append('file', file)
  return api.post(`/orders/${orderId}/payment-proof/`, form, {
    lang,
    quiet: true,
    timeoutMs: FILE_TIMEOUT_MS,
    schema: OrderPaymentSchema,
  })
}

/**
 * A file of the buyer's order (a trade document, a transfer confirmation) as the API names it
 * (`/api/orders/7/documents/3/`): fetched with the Bearer token, which a plain link cannot send.
 */
export const downloadOrderFile = (api: ApiClient, downloadUrl: string) =>
  api.get(apiPathOf(downloadUrl), { blob: true, timeoutMs: FILE_TIMEOUT_MS })

/**
 * Requests shipping for the cart: the new order. The page shows its own failure, so no generic
 * toast; the Idempotency-Key makes a repeat return the same order (docs/decisions/006).
 */
export const requestShipping = (
  api: ApiClient,
  lang: Lang,
  body: RequestShippingBody,
  idempotencyKey: string,
) =>
  api.post('/order/request-shipping/', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    quiet: true,
    lang,
    schema: OrderSchema,
  })

/** The API paths of the three customer actions. */
export function buyerActionPath(action: BuyerAction, orderId: number): string {
  switch (action) {
    case 'approve_shipping_cost':
      return `/customer/approve-shipping-cost/${orderId}/`
    case 'mark_received':
      return `/customer/gain-order/${orderId}/`
    case 'complete':
      return `/customer/complete-order/${orderId}/`
  }
}

/** A buyer's step on an order: the order as it now stands. The panel says why a step failed. */
export const takeBuyerAction = (api: ApiClient, lang: Lang, action: BuyerAction, orderId: number) =>
  api.post(buyerActionPath(action, orderId), {}, { quiet: true, lang, schema: OrderSchema })

/** A new verification link to the signed-in buyer's own address (the Bearer token says whose). */
export const resendVerification = (api: ApiClient) =>
  api.post('/accounts/resend-verification/', {}, { auth: true, schema: DetailResponseSchema })

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
