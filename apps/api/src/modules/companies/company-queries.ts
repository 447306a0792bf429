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
