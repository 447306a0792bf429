import { DetailResponseSchema } from '@caravanserai/contracts/accounts'
import type { StaffInviteConfirmBody } from '@caravanserai/contracts/ops-staff'
import type { ApiClient } from '../../lib/api-client.ts'

/**
 * Accepts a staff invitation with its emailed link (docs/product.md#staff-and-roles): a visitor's
 * call to the auth base, with no Bearer token, like the reset link's.
 */
export const acceptStaffInvitation = (api: ApiClient, body: StaffInviteConfirmBody) =>
  api.post('/accounts/staff-invite/confirm/', body, {
    auth: true,
    anonymous: true,
    schema: DetailResponseSchema,
  })
