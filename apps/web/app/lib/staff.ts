import { queryOptions, useQuery } from '@tanstack/react-query'
import { ownProfile } from '../features/auth/auth-api.ts'
import { useApi } from './api.tsx'
import type { ApiClient } from './api-client.ts'

/**
 * Whether the signed-in user is an operator (`is_staff`, docs/product.md#console-access). The
 * access token does not say, so the profile answers (GET /accounts/users/{id}/); keyed by user,
 * since the cache is dropped when the user changes. Only the flag is kept, so no other profile
 * query is shadowed.
 */
export const staffQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ['session', 'staff', userId] as const,
    queryFn: async ({ signal }) => (await ownProfile(api, userId, signal)).is_staff,
  })

/** True for an operator, false for a buyer, undefined while unknown (or when it cannot be read). */
export function useIsStaff(userId: number): boolean | undefined {
  return useQuery(staffQuery(useApi(), userId)).data
}
