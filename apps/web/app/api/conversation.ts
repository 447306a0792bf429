import {
  type OrderMessages,
  OrderMessagesSchema,
  type PostMessageBody,
  UnreadMessagesSchema,
} from '@caravanserai/contracts/conversation'
import type { Lang } from '@caravanserai/contracts/languages'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/** Whose side the conversation is seen from: the buyer's /orders/ paths, or the console's /ops/orders/. */
export type Side = 'buyer' | 'staff'

const ordersPath = (side: Side) => (side === 'buyer' ? '/orders/' : '/ops/orders/')

/** Query keys: signed-in answers carry the user id, so another user never sees them. */
export const conversationKeys = {
  all: ['conversation'] as const,
  thread: (side: Side, userId: number, orderId: number) => ['conversation', side, userId, orderId] as const,
  unread: (side: Side, userId: number) => ['conversation', side, userId, 'unread'] as const,
}

/** How often an open conversation, and the badge, look for new messages. */
export const POLL_MS = 30_000

export const threadQuery = (api: ApiClient, side: Side, userId: number, orderId: number) =>
  queryOptions({
    queryKey: conversationKeys.thread(side, userId, orderId),
    queryFn: ({ signal }) =>
      api.get(`${ordersPath(side)}${orderId}/messages/`, { signal, schema: OrderMessagesSchema }),
    staleTime: 0,
    refetchInterval: POLL_MS,
  })

export const unreadQuery = (api: ApiClient, side: Side, userId: number) =>
  queryOptions({
    queryKey: conversationKeys.unread(side, userId),
    queryFn: ({ signal }) =>
      // Quiet: an account that buys for no company (staff in the storefront) is refused, and the
      // badge is simply not shown (docs/decisions/056-companies-are-the-buyer.md).
      api.get(side === 'buyer' ? '/orders/unread-messages/' : '/ops/unread-messages/', {
        signal,
        quiet: true,
        schema: UnreadMessagesSchema,
      }),
    refetchInterval: POLL_MS,
  })

export const postMessage = (api: ApiClient, lang: Lang, side: Side, orderId: number, body: PostMessageBody) =>
  api.post(`${ordersPath(side)}${orderId}/messages/`, body, {
    lang,
    quiet: true,
    schema: OrderMessagesSchema,
  })

export const markRead = (api: ApiClient, side: Side, orderId: number, thread: OrderMessages) => {
  const last = thread.results.at(-1)
  return last ? api.post(`${ordersPath(side)}${orderId}/messages/read/`, { up_to: last.id }) : null
}
