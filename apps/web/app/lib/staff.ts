import type { StaffRole } from '@caravanserai/contracts/accounts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { profileQuery } from '../api/profile.ts'
import { useApi } from './api.tsx'
import type { ApiClient } from './api-client.ts'

/**
 * The signed-in user's staff role (`staff_role`, docs/product.md#staff-and-roles): null for a
 * buyer. The access token does not say, so the profile answers (GET /accounts/users/{id}/),
 * keyed by user, since the cache is dropped when the user changes.
 */
export const staffQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    ...profileQuery(api, userId),
    select: (profile): StaffRole | null => profile.staff_role,
  })

/** The operator's role, null for a buyer, undefined while unknown (or when it cannot be read). */
export function useStaffRole(userId: number): StaffRole | null | undefined {
  return useQuery(staffQuery(useApi(), userId)).data
}

/** True for staff, false for a buyer, undefined while unknown (or when it cannot be read). */
export function useIsStaff(userId: number): boolean | undefined {
  const role = useStaffRole(userId)
  return role === undefined ? undefined : role !== null
}
