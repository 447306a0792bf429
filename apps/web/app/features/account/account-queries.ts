import type { UserProfile } from '@caravanserai/contracts/accounts'
import type { ShippingAddress } from '@caravanserai/contracts/addresses'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../lib/api-client.ts'

/**
 * Query keys of the signed-in account. Each carries the user id: these answers belong to one
 * buyer, and a change of user must never show the previous one's data (docs/decisions/010).
 * Neither answer is translated, so the language is not part of the key.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: number) => ['account', userId, 'profile'] as const,
  addresses: (userId: number) => ['account', userId, 'addresses'] as const,
}

/** GET /accounts/users/{id}/ on the auth base. */
export const profileQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => api.get<UserProfile>(`/accounts/users/${userId}/`, { auth: true, signal }),
  })

/** GET /customer/shipping-addresses/: the buyer's address book, defaults first. */
export const addressesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: accountKeys.addresses(userId),
    queryFn: ({ signal }) => api.get<ShippingAddress[]>('/customer/shipping-addresses/', { signal }),
  })
