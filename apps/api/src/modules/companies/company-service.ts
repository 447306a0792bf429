import type {
  Company,
  CompanyMember,
  CompanySession,
  MyCompany,
  UpdateCompanyBody,
  UpdateMemberBody,
} from '@caravanserai/contracts/companies'
import { roleCan } from '@caravanserai/contracts/company-roles'
import { and, eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { companies, companyMembers } from '../../db/schema/companies.ts'
import { AppError } from '../../errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { releaseCompanySessions, startSession, type TokenSettings } from '../accounts/sessions.ts'
import { findUser, tokenUser } from '../accounts/user-queries.ts'
import { companyJson, memberJson } from './company-json.ts'
import {
  companiesOf,
  findCompany,
  findMember,
  findMembership,
  lockCompany,
  otherOwners,
} from './company-queries.ts'
import type { Buyer } from './company-scope.ts'

export type CompanyDeps = { db: Db; tokens: TokenSettings; clock: () => Date }

/** GET /company/: the session's company with the reader's role. */
export async function getCompany(db: Db, buyer: Buyer): Promise<Company> {
  return companyJson((await findCompany(db, buyer.companyId))!, buyer.role)
}

/** PATCH /company/ (an owner's): only the fields sent change. */
export async function updateCompany(
  deps: CompanyDeps,
  buyer: Buyer,
  body: UpdateCompanyBody,
): Promise<Company> {
  const set = {
    legalName: body.legal_name,
    taxId: body.tax_id,
    registrationNumber: body.registration_number,
    legalAddress: body.legal_address,
    country: body.country,
    approvalThreshold: body.approval_threshold,
  }
  if (Object.values(set).some((value) => value !== undefined)) {
    await deps.db
      .update(companies)
      .set({ ...set, updatedAt: deps.clock() })
      .where(eq(companies.id, buyer.companyId))
  }
  return getCompany(deps.db, buyer)
}

/**
 * PATCH /company/members/{userId}/ (an owner's): a role or a monthly limit. The last owner cannot
 * be made anything else (409): a company always has someone who can manage it.
 */
export async function updateMember(
  deps: CompanyDeps,
  buyer: Buyer,
  userId: number,
  body: UpdateMemberBody,
): Promise<CompanyMember> {
  return inTransaction(deps.db, async (tx) => {
    await lockCompany(tx, buyer.companyId)
    const target = await findMembership(tx, buyer.companyId, userId)
    if (!target) throw new AppError('companies.memberNotFound', 404)
    const demoted = target.role === 'owner' && body.role !== undefined && body.role !== 'owner'
    if (demoted && (await otherOwners(tx, buyer.companyId, userId)) === 0)
      throw new AppError('companies.lastOwner', 409)
    if (body.role !== undefined || body.monthly_limit !== undefined) {
      await tx
        .update(companyMembers)
        .set({ role: body.role, monthlyLimit: body.monthly_limit, updatedAt: deps.clock() })
        .where(and(eq(companyMembers.companyId, buyer.companyId), eq(companyMembers.userId, userId)))
    }
    return memberJson((await findMember(tx, buyer.companyId, userId))!)
  })
}

/**
 * DELETE /company/members/{userId}/: an owner removes anyone, anyone may leave; never the last
 * owner (409). The person's sessions stop acting for the company at once: their next call acts
 * for another of their companies, or a company of one
 * (docs/decisions/061-a-company-of-one-for-everyone.md).
 */
export async function removeMember(deps: CompanyDeps, buyer: Buyer, userId: number): Promise<void> {
  if (userId !== buyer.userId && !roleCan(buyer.role, 'manage'))
    throw new AppError('errors.companyRoleForbidden', 403)
  await inTransaction(deps.db, async (tx) => {
    await lockCompany(tx, buyer.companyId)
    const target = await findMembership(tx, buyer.companyId, userId)
    if (!target) throw new AppError('companies.memberNotFound', 404)
    if (target.role === 'owner' && (await otherOwners(tx, buyer.companyId, userId)) === 0)
      throw new AppError('companies.lastOwner', 409)
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, buyer.companyId), eq(companyMembers.userId, userId)))
    await releaseCompanySessions(tx, userId, buyer.companyId)
  })
}

/** GET /company/mine/: every company the person belongs to, the session's marked. */
export async function myCompanies(db: Db, user: AuthUser): Promise<MyCompany[]> {
  const rows = await companiesOf(db, user.id)
  return rows.map((row) => ({
    id: row.id,
    legal_name: row.legalName,
    is_personal: row.legalName === null,
    role: row.role,
    current: row.id === user.company?.id,
  }))
}

/** POST /company/switch/: a new session acting for another company of the person's (404 if none). */
export async function switchCompany(
  deps: CompanyDeps,
  user: AuthUser,
  companyId: number,
): Promise<CompanySession> {
  const now = deps.clock()
  return inTransaction(deps.db, async (tx) => {
    if (!(await findMembership(tx, companyId, user.id))) throw new AppError('companies.notMember', 404)
    const tokens = await startSession(
      tx,
      tokenUser((await findUser(tx, user.id))!),
      deps.tokens,
      now,
      companyId,
    )
    return { ...tokens, company_id: companyId }
  })
}
