import type { UnreadMessages } from '@caravanserai/contracts/conversation'
import { useQuery } from '@tanstack/react-query'
import { unreadQuery } from '../api/conversation.ts'
import { useApi } from './api.tsx'
import { useSessionUser } from './session.ts'

/**
 * A signed-in buyer's unread messages from the sales team, for the header's badge: null for a
 * visitor, and while the first answer is on its way. Looked at again every half minute.
 */
export function useUnreadMessages(): UnreadMessages | null {
  const user = useSessionUser()
  const api = useApi()
  const unread = useQuery({ ...unreadQuery(api, 'buyer', user?.id ?? 0), enabled: user !== null })
  return user ? (unread.data ?? null) : null
}

/** Where the badge leads: the one order with unread messages, or the list when there are more. */
export function unreadTarget(unread: UnreadMessages): string {
  return unread.orders.length === 1 ? `/orders/${unread.orders[0]!.id}#conversation` : '/orders'
}
