import type { StaffRole } from '@caravanserai/contracts/accounts'
import type { Lang } from '@caravanserai/contracts/languages'
import { type StaffInviteBody, StaffListSchema, StaffMemberSchema } from '@caravanserai/contracts/ops-staff'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/** Query keys of the staff page, under the console's prefix (keyed by the admin). */
export const staffKeys = {
  list: (userId: number) => ['ops', userId, 'staff'] as const,
}

/** Every staff member, admins first, with any invitation still pending. */
export const staffListQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: staffKeys.list(userId),
    queryFn: ({ signal }) => api.get('/ops/staff/', { schema: StaffListSchema, signal }),
    staleTime: 30_000,
  })

/** A new account invited by email in `body.language`; 409 when the address has an account. */
export const inviteStaff = (api: ApiClient, lang: Lang, body: StaffInviteBody) =>
  api.post('/ops/staff/invitations/', body, { schema: StaffMemberSchema, lang })

/** A new link for a pending invitation, in `language`; the earlier links stop working. */
export const resendInvitation = (api: ApiClient, lang: Lang, id: number, language: Lang) =>
  api.post(`/ops/staff/${id}/invitation/`, { language }, { schema: StaffMemberSchema, lang })

/** 409 when it would leave no admin. */
export const changeStaffRole = (api: ApiClient, lang: Lang, id: number, role: StaffRole) =>
  api.patch(`/ops/staff/${id}/`, { role }, { schema: StaffMemberSchema, lang })

/** Staff rights end (a pending invitation's account goes); 409 for the last admin. */
export const removeStaff = (api: ApiClient, lang: Lang, id: number) =>
  api.delete(`/ops/staff/${id}/`, { lang })
