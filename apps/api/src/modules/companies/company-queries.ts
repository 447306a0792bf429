import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { companies, companyMembers } from '../../db/schema/companies.ts'
import type { MemberRow } from './company-json.ts'

export type NewCompany = {
  legalName?: string | null
  taxId?: string
  registrationNumber?: string
  legalAddress?: string
  country?: string | null
  /** In dollars, as the column stores it; null or left out: no order waits for an approver. */
  approvalThreshold?: string | null
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

/** The company's row, locked: changes to its people wait for one another (the last owner stays). */
export async function lockCompany(db: Db, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update')
  return row
}

export async function findCompany(db: Db, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId))
  return row
}

/** The person's membership of the company, if they have one. */
export async function findMembership(db: Db, companyId: number, userId: number) {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
  return row
}

/** How many owners the company has besides `userId`. */
export async function otherOwners(db: Db, companyId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, 'owner'),
        ne(companyMembers.userId, userId),
      ),
    )
  return row?.n ?? 0
}

const memberColumns = {
  userId: companyMembers.userId,
  name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  role: companyMembers.role,
  monthlyLimit: companyMembers.monthlyLimit,
  joinedAt: companyMembers.createdAt,
}

/** The company's people, owners first, then by when they joined. */
export async function listMembers(db: Db, companyId: number): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`${companyMembers.role} <> 'owner'`, companyMembers.createdAt, companyMembers.userId)
}

export async function findMember(db: Db, companyId: number, userId: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
  return row
}

/** Whether an account with this address belongs to the company already. */
export async function isMemberByEmail(db: Db, companyId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(sql`lower(${users.email})`, email.toLowerCase())))
  return row !== undefined
}

/** Every company the person belongs to, in the order they joined them. */
export async function companiesOf(db: Db, userId: number) {
  return db
    .select({ id: companies.id, legalName: companies.legalName, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(companyMembers.createdAt, companies.id)
}

/**
 * The first company person `userId` joined, as a subquery: for rows written straight into the
 * database (fixtures, seeds) on behalf of a buyer who owns a company of one.
 */
export function firstCompanyOf(userId: number | SQL): SQL {
  return sql`(select m.company_id from company_members m where m.user_id = ${userId}
    order by m.created_at, m.company_id limit 1)`
}
