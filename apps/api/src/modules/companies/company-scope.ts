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
 * (docs/decisions/056-companies-are-the-buyer.md): 401 for a visitor, 403 for a role that does
 * not allow it. A person who acts for no company is given one first
 * (docs/decisions/061-a-company-of-one-for-everyone.md).
 */
export async function requireBuyer(
  request: FastifyRequest,
  permission: CompanyPermission = 'view',
): Promise<Buyer> {
  const user = requireUser(request)
  const company = user.company ?? (await request.companyOfOne())
  if (!roleCan(company.role, permission)) throw new AppError('errors.companyRoleForbidden', 403)
  return { userId: user.id, companyId: company.id, role: company.role }
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
