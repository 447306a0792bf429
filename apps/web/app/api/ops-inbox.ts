import {
  type NewsletterStatus,
  OpsContactMessageListResponseSchema,
  OpsContactMessageSchema,
  type OpsContactMessagesQuerySchema,
  OpsSubscriberListResponseSchema,
  type OpsSubscribersQuerySchema,
} from '@caravanserai/contracts/ops-content'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

/** The query of GET /ops/contact-messages/: status, search and page, as the API reads them. */
export type MessagesQuery = z.infer<typeof OpsContactMessagesQuerySchema>
/** The query of GET /ops/newsletter-subscribers/: status, search and page, as the API reads them. */
export type SubscribersQuery = z.infer<typeof OpsSubscribersQuerySchema>

/**
 * Query keys of the inbox pages, under the console's prefix (keyed by the operator). What
 * visitors wrote is shown as written, so the keys carry no language.
 */
export const inboxKeys = {
  messages: (userId: number) => ['ops', userId, 'messages'] as const,
  messageList: (userId: number, query: MessagesQuery) => ['ops', userId, 'messages', query] as const,
  subscriberList: (userId: number, query: SubscribersQuery) => ['ops', userId, 'subscribers', query] as const,
}

/** New messages and sign-ups arrive all the time. */
const INBOX_STALE_MS = 15_000

export const contactMessagesQuery = (api: ApiClient, userId: number, query: MessagesQuery) =>
  queryOptions({
    queryKey: inboxKeys.messageList(userId, query),
    queryFn: ({ signal }) =>
      api.get('/ops/contact-messages/', { schema: OpsContactMessageListResponseSchema, query, signal }),
    staleTime: INBOX_STALE_MS,
    placeholderData: keepPreviousData,
  })

export const subscribersQuery = (api: ApiClient, userId: number, query: SubscribersQuery) =>
  queryOptions({
    queryKey: inboxKeys.subscriberList(userId, query),
    queryFn: ({ signal }) =>
      api.get('/ops/newsletter-subscribers/', { schema: OpsSubscriberListResponseSchema, query, signal }),
    staleTime: INBOX_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** Marks a message handled (true) or open again (false). */
export const setMessageHandled = (api: ApiClient, id: number, handled: boolean) =>
  api.patch(`/ops/contact-messages/${id}/`, { handled }, { schema: OpsContactMessageSchema })

/** The CSV of every sign-up with the status (all without one), read as a file with the token. */
export const exportSubscribers = (api: ApiClient, status: NewsletterStatus | null) =>
  api.get('/ops/newsletter-subscribers/export/', { query: { status }, blob: true })
