import {
  CONTACT_MESSAGES_PAGE_SIZE,
  type ContactMessageStatusSchema,
  type NewsletterStatus,
  OpsContactMessageListResponseSchema,
  OpsContactMessageSchema,
  OpsSubscriberListResponseSchema,
  SUBSCRIBERS_PAGE_SIZE,
} from '@caravanserai/contracts/ops-inbox'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient } from '../../../lib/api-client.ts'
import type { ListFilters } from '../console/list-params.ts'

export type MessageStatus = z.infer<typeof ContactMessageStatusSchema>
export type MessageFilters = ListFilters<MessageStatus>
export type SubscriberFilters = ListFilters<NewsletterStatus>

/**
 * Query keys of the inbox pages, under the console's prefix (keyed by the operator). What
 * visitors wrote is shown as written, so the keys carry no language.
 */
export const inboxKeys = {
  messages: (userId: number) => ['ops', userId, 'messages'] as const,
  messageList: (userId: number, filters: MessageFilters) => ['ops', userId, 'messages', filters] as const,
  subscriberList: (userId: number, filters: SubscriberFilters) =>
    ['ops', userId, 'subscribers', filters] as const,
}

/** New messages and sign-ups arrive all the time. */
const INBOX_STALE_MS = 15_000

/** The query of one inbox list page: status, search, page and size. */
const pageParams = (filters: ListFilters<string>, pageSize: number) => ({
  status: filters.status ?? undefined,
  search: filters.search || undefined,
  page: filters.page,
  page_size: pageSize,
})

// Each call names its schema itself (not through a shared helper's parameter), so the built
// console drops it with the other answer schemas (decisions/021).
export const contactMessagesQuery = (api: ApiClient, userId: number, filters: MessageFilters) =>
  queryOptions({
    queryKey: inboxKeys.messageList(userId, filters),
    queryFn: ({ signal }) =>
      api.get('/ops/contact-messages/', {
        schema: OpsContactMessageListResponseSchema,
        query: pageParams(filters, CONTACT_MESSAGES_PAGE_SIZE),
        signal,
      }),
    staleTime: INBOX_STALE_MS,
    placeholderData: keepPreviousData,
  })

export const subscribersQuery = (api: ApiClient, userId: number, filters: SubscriberFilters) =>
  queryOptions({
    queryKey: inboxKeys.subscriberList(userId, filters),
    queryFn: ({ signal }) =>
      api.get('/ops/newsletter-subscribers/', {
        schema: OpsSubscriberListResponseSchema,
        query: pageParams(filters, SUBSCRIBERS_PAGE_SIZE),
        signal,
      }),
    staleTime: INBOX_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** Marks a message handled (true) or open again (false). */
export const setMessageHandled = (api: ApiClient, id: number, handled: boolean) =>
  api.patch(`/ops/contact-messages/${id}/`, { handled }, { schema: OpsContactMessageSchema })

/** The CSV of every sign-up with the status (all without one), read as a file with the token. */
export const exportSubscribers = (api: ApiClient, status: NewsletterStatus | null) =>
  api.get('/ops/newsletter-subscribers/export/', { query: { status }, blob: true })

/** The saved file's name, as the API names it: newsletter-subscribers[-status]-YYYY-MM-DD.csv. */
export function exportFileName(status: NewsletterStatus | null, now: Date): string {
  return `newsletter-subscribers${status ? `-${status}` : ''}-${now.toISOString().slice(0, 10)}.csv`
}
