import type { StaffRole } from '@caravanserai/contracts/accounts'
import { useOutletContext } from 'react-router'
import type { SessionUser } from '../../../lib/session.ts'

/** What the console's layout hands its pages: the staff member and their role. */
export type OpsContext = { operator: SessionUser; role: StaffRole }

export function useOperator(): SessionUser {
  return useOutletContext<OpsContext>().operator
}

/** The signed-in staff member's role (docs/product.md#staff-and-roles). */
export function useStaffRoleInConsole(): StaffRole {
  return useOutletContext<OpsContext>().role
}
