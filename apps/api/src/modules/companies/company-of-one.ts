import type { CompanyRole } from '@caravanserai/contracts/company-roles'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { companySessions } from '../../db/schema/companies.ts'
import { requireUser } from '../../plugins/auth.ts'
import { createCompany } from './company-queries.ts'

export type ActingCompany = { id: number; role: CompanyRole }

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The company a signed-in person acting for none is given at their first buyer call:
     * theirs if they still belong to one, else a new company of one, bound to their session.
     */
    companyOfOne(): Promise<ActingCompany>
  }
}

/**
 * A person who acts for no company (staff who never bought, a person removed from their last
 * company) buys on their own at their next buyer call
 * (docs/decisions/061-a-company-of-one-for-everyone.md). Registered once, beside the auth plugin.
 */
export function registerCompanyOfOne(app: FastifyInstance, deps: { db: Db; clock: () => Date }) {
  app.decorateRequest('companyOfOne', async function (this: FastifyRequest) {
    const user = requireUser(this)
    const company = await companyOfOne(deps.db, user.id, user.sessionId, deps.clock())
    user.company = company
    return company
  })
}

/**
 * The company the person acts for from now on, made if they belong to none, and the session
 * bound to it. The person's row is locked first, so two first calls at once make one company:
 * the second waits, then finds the first's.
 */
export async function companyOfOne(
  db: Db,
  userId: number,
  sessionId: string | null,
  now: Date,
): Promise<ActingCompany> {
  return inTransaction(db, async (tx) => {
    // Raw: a row lock that leaves the person's rows elsewhere (their cart, their tokens) free to refer to it.
    await tx.execute(sql`select id from users where id = ${userId} for no key update`)
    // Raw: the company of the person's latest session they still belong to, else their first.
    const [kept] = await queryRows<ActingCompany>(
      tx,
      sql`select m.company_id as id, m.role from company_members m
        left join company_sessions s on s.company_id = m.company_id and s.user_id = m.user_id
        where m.user_id = ${userId}
        order by s.created_at desc nulls last, m.created_at, m.company_id limit 1`,
    )
    const company = kept ?? { id: await createCompany(tx, userId, {}, now), role: 'owner' as const }
    if (sessionId !== null) {
      await tx
        .insert(companySessions)
        .values({ familyId: sessionId, userId, companyId: company.id, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: companySessions.familyId,
          set: { companyId: company.id, updatedAt: now },
        })
    }
    return company
  })
}
