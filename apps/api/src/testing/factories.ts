import type { CompanyRole } from '@caravanserai/contracts/company-roles'
import { sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import { type Db, queryRows } from '../db/client.ts'
import type { StaffRole } from '../db/schema/accounts.ts'
import { signAccessToken } from '../modules/accounts/access-token.ts'
import { jwtSecret } from '../modules/accounts/jwt-secret.ts'
import { createCompany } from '../modules/companies/company-queries.ts'

/** A test account; a buyer's `companyId` is the company of one it owns, as registration makes. */
export type TestUser = {
  id: number
  email: string
  auth: { authorization: string }
  companyId: number | null
}

type Membership = { companyId: number; role: CompanyRole; monthlyLimit?: string }

let counter = 0

/** Users with valid access tokens, for tests of who may do what. */
export function userFactory(db: Db, config: Config) {
  async function create(
    options: { role?: StaffRole; isVerified?: boolean; member?: Membership } = {},
  ): Promise<TestUser> {
    counter += 1
    const email = `user${counter}-${Date.now()}@test.example`
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, password_hash, first_name, last_name, is_staff, staff_role, is_verified)
        values (${email}, '!', 'Test', ${`User ${counter}`}, ${options.role !== undefined}, ${options.role ?? null},
          ${options.isVerified ?? true}) returning id`,
    )
    const token = await signAccessToken(
      { id: row!.id, email, firstName: 'Test', lastName: `User ${counter}` },
      jwtSecret(config),
    )
    const { member } = options
    if (member)
      await db.execute(sql`insert into company_members (company_id, user_id, role, monthly_limit)
        values (${member.companyId}, ${row!.id}, ${member.role}, ${member.monthlyLimit ?? null})`)
    const companyId = member
      ? member.companyId
      : options.role === undefined
        ? await createCompany(db, row!.id, {}, new Date())
        : null
    return { id: row!.id, email, auth: { authorization: `Bearer ${token}` }, companyId }
  }
  return {
    buyer: () => create(),
    /** Staff who may do everything: an admin. */
    staff: () => create({ role: 'admin' }),
    admin: () => create({ role: 'admin' }),
    operator: () => create({ role: 'operator' }),
    unverified: () => create({ isVerified: false }),
    /** A person who belongs to `companyId` alone, with `role` (and a monthly limit, in dollars). */
    member: (companyId: number, role: CompanyRole, monthlyLimit?: string) =>
      create({ member: { companyId, role, monthlyLimit } }),
  }
}
