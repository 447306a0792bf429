import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { companies, companyMembers } from '../../db/schema/companies.ts'

export type NewCompany = {
  legalName?: string | null
  taxId?: string
  registrationNumber?: string
  legalAddress?: string
  country?: string | null
}

/**
 * A company with its first person as owner, in the caller's transaction: registration (with the
 * company's details, or none for a person buying for themselves) and the fixtures.
 */
export async function createCompany(
  db: Db,
  ownerId: number,
  details: NewCompany,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ ...details, createdAt: now, updatedAt: now })
    .returning({ id: companies.id })
  await db
    .insert(companyMembers)
    .values({ companyId: row!.id, userId: ownerId, role: 'owner', createdAt: now, updatedAt: now })
  return row!.id
}

/**
 * The first company person `userId` joined, as a subquery: for rows written straight into the
 * database (fixtures, seeds) on behalf of a buyer who owns a company of one.
 */
export function firstCompanyOf(userId: number | SQL): SQL {
  return sql`(select m.company_id from company_members m where m.user_id = ${userId}
    order by m.created_at, m.company_id limit 1)`
}
