import {
  type CompanyPermission,
  type CompanyRole,
  ROLES_WITH,
  roleCan,
} from '@caravanserai/contracts/company-roles'
import { type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'
import { requireUser } from '../../plugins/auth.ts'

/** A person acting for the company their session is bound to, with their role in it. */
export type Buyer = { userId: number; companyId: number; role: CompanyRole }

/**
 * The signed-in person as a buyer who may do `permission` for their company
 * (docs/decisions/056-companies-are-the-buyer.md): 401 for a visitor, 403 for an account that
 * acts for no company (staff) or whose role does not allow it.
 */
export function requireBuyer(request: FastifyRequest, permission: CompanyPermission = 'view'): Buyer {
  const user = requireUser(request)
  if (!user.company) throw new AppError('errors.noCompany', 403)
  if (!roleCan(user.company.role, permission)) throw new AppError('errors.companyRoleForbidden', 403)
  return { userId: user.id, companyId: user.company.id, role: user.company.role }
}

/**
 * The ownership check of a buyer's query, in the SQL: the row's company is the buyer's, and the
 * buyer still holds a role there that allows `permission` as the statement runs, so a role
 * changed or a person removed a moment ago reads nothing.
 */
export function ownedBy(
  buyer: Buyer,
  companyColumn: SQL | SQL.Aliased | ReturnType<typeof sql.raw>,
  permission: CompanyPermission = 'view',
): SQL {
  const roles = sql.join(
    ROLES_WITH[permission].map((role) => sql`${role}`),
    sql`, `,
  )
  return sql`(${companyColumn} = ${buyer.companyId} and exists (select 1 from company_members cm
    where cm.company_id = ${buyer.companyId} and cm.user_id = ${buyer.userId} and cm.role in (${roles})))`
}
