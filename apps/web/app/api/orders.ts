import type { RejectApprovalBody } from '@caravanserai/contracts/company-approval'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  type CancelOrderBody,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderAction,
  OrderListResponseSchema,
  OrderSchema,
  OrderSummaryResponseSchema,
  type RequestShippingBody,
} from '@caravanserai/contracts/orders'
import { OrderPaymentSchema } from '@caravanserai/contracts/payments'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'
import { FILE_TIMEOUT_MS } from './files.ts'

/** The steps a buyer takes on an order (docs/product.md#order-lifecycle), each a call of its own. */
export type BuyerAction = Extract<OrderAction, 'approve_shipping_cost' | 'mark_received' | 'complete'>

/**
 * Query keys of the buyer's orders. Signed-in answers carry the user id (right after the
 * resource) so a change of user never shows another's data and one user's entries invalidate by
 * prefix; translated answers carry the language.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: (userId: number) => ['orders', 'list', userId] as const,
  list: (userId: number, lang: Lang, page: number, pageSize: number, placedBy: number | null = null) =>
    ['orders', 'list', userId, lang, page, pageSize, placedBy] as const,
  details: (userId: number) => ['orders', 'detail', userId] as const,
  detail: (userId: number, lang: Lang, id: number) => ['orders', 'detail', userId, lang, id] as const,
  summary: (userId: number) => ['orders', 'summary', userId] as const,
  /** The payment part of an order: amounts, bank details, confirmations; nothing in it is translated. */
  payment: (userId: number, id: number) => ['orders', 'payment', userId, id] as const,
}

/** A buyer's step answered with the order: its page shows the answer, lists and summary are read again. */
export function orderStepTaken(queryClient: QueryClient, userId: number, lang: Lang, order: Order): void {
  queryClient.setQueryData(ordersKeys.detail(userId, lang, order.id), order)
  void queryClient.invalidateQueries({ queryKey: ordersKeys.lists(userId) })
  void queryClient.invalidateQueries({ queryKey: ordersKeys.summary(userId) })
}

/** The buyer's orders changed in a way the answer does not show: pages, lists and summary are read again. */
export function ordersChanged(queryClient: QueryClient, userId: number): void {
  void queryClient.invalidateQueries({ queryKey: ordersKeys.details(userId) })
  void queryClient.invalidateQueries({ queryKey: ordersKeys.lists(userId) })
  void queryClient.invalidateQueries({ queryKey: ordersKeys.summary(userId) })
}

/** Orders move on by the operators' hand: signed-in answers are fetched again on every visit. */
const LIVE = { staleTime: 0 } as const

export const orderListQuery = (
  api: ApiClient,
  userId: number,
  lang: Lang,
  page: number,
  pageSize = ORDERS_PAGE_SIZE,
  /** Only the orders this person of the company placed; null: everyone's. */
  placedBy: number | null = null,
) =>
  queryOptions({
    queryKey: ordersKeys.list(userId, lang, page, pageSize, placedBy),
    queryFn: ({ signal }) =>
      api.get('/orders/list/', {
        query: { page, page_size: pageSize, ...(placedBy ? { placed_by: placedBy } : {}) },
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

/** The payment part of an order; its section shows its own failure, so no generic toast. */
export const orderPaymentQuery = (api: ApiClient, userId: number, id: number) =>
  queryOptions({
    queryKey: ordersKeys.payment(userId, id),
    queryFn: ({ signal }) =>
      api.get(`/orders/${id}/payment/`, { signal, quiet: true, schema: OrderPaymentSchema }),
    ...LIVE,
  })

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

/**
 * The buyer cancels the order, with an optional reason for the sales team: the order as it now
 * stands. The panel says why a refusal came (money received meanwhile, a confirmation waiting).
 */
export const cancelOrder = (api: ApiClient, lang: Lang, orderId: number, body: CancelOrderBody) =>
  api.post(`/orders/${orderId}/cancel/`, body, { quiet: true, lang, schema: OrderSchema })

/**
 * An approver turns down the company's approval of the quote, with a reason for the colleague
 * who asked: the order as it now stands (docs/decisions/058-company-approval-and-limits.md).
 */
export const rejectCompanyApproval = (
  api: ApiClient,
  lang: Lang,
  orderId: number,
  body: RejectApprovalBody,
) => api.post(`/orders/${orderId}/approval/reject/`, body, { quiet: true, lang, schema: OrderSchema })
