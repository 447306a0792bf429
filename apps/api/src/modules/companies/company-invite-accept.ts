import type { AcceptInvitationBody, CompanySession } from '@caravanserai/contracts/companies'
import type { Locale } from '@caravanserai/contracts/languages'
import { and, eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/database-error.ts'
import { users } from '../../db/schema/accounts.ts'
import { type CompanyInvitation, companyInvitations, companyMembers } from '../../db/schema/companies.ts'
import { AppError } from '../../errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { requireGoodPassword, splitName } from '../accounts/accounts-service.ts'
import { hashPassword } from '../accounts/password-hash.ts'
import { startSession, type TokenSettings } from '../accounts/sessions.ts'
import { findActiveUserByEmail, findUser, tokenUser } from '../accounts/user-queries.ts'
import { requireWaitingInvitation, waiting } from './company-invitations.ts'

export type AcceptDeps = { db: Db; tokens: TokenSettings; clock: () => Date }

/** Uses the invitation up and adds the person, in the caller's transaction; 404 if another use won. */
async function join(tx: Db, invitation: CompanyInvitation, userId: number, now: Date): Promise<void> {
  const used = await tx
    .update(companyInvitations)
    .set({ acceptedAt: now, updatedAt: now })
    .where(and(eq(companyInvitations.id, invitation.id), waiting(now)))
    .returning({ id: companyInvitations.id })
  if (used.length === 0) throw new AppError('companies.invitationInvalid', 404)
  await tx
    .insert(companyMembers)
    .values({
      companyId: invitation.companyId,
      userId,
      role: invitation.role,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
  // The link reached the address: it is proven, as a reset link proves it.
  await tx.update(users).set({ isVerified: true, updatedAt: now }).where(eq(users.id, userId))
}

/**
 * POST /company/invitations/accept/ (docs/decisions/056-companies-are-the-buyer.md): signed in
 * with the invited address, the person joins (403 for another address); without an account, a
 * name and a password make one for the invited address, verified, with no company of its own.
 * Either way the answer is a session acting for the company. A bad, used or expired token: 404.
 */
export async function acceptInvitation(
  deps: AcceptDeps,
  user: AuthUser | null,
  body: AcceptInvitationBody,
  locale: Locale,
): Promise<CompanySession> {
  const now = deps.clock()
  const invitation = await requireWaitingInvitation(deps.db, body.token, now)
  const session = async (tx: Db, userId: number): Promise<CompanySession> => {
    const person = tokenUser((await findUser(tx, userId))!)
    const tokens = await startSession(tx, person, deps.tokens, now, invitation.companyId)
    return { ...tokens, company_id: invitation.companyId }
  }
  if (user) {
    if (user.email.toLowerCase() !== invitation.email.toLowerCase())
      throw new AppError('companies.invitationOtherAddress', 403, { email: invitation.email })
    return inTransaction(deps.db, async (tx) => {
      await join(tx, invitation, user.id, now)
      return session(tx, user.id)
    })
  }
  if (await findActiveUserByEmail(deps.db, invitation.email))
    throw new AppError('companies.invitationSignIn', 409)
  if (!body.name) throw new AppError('validation.required', 400, {}, 'name')
  if (!body.password) throw new AppError('validation.required', 400, {}, 'password')
  const { firstName, lastName } = splitName(body.name)
  requireGoodPassword(body.password, { email: invitation.email, firstName, lastName }, 'password')
  const passwordHash = await hashPassword(body.password)
  try {
    return await inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          passwordHash,
          firstName,
          lastName,
          locale,
          userType: 'customer',
          isVerified: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id })
      await join(tx, invitation, row!.id, now)
      return session(tx, row!.id)
    })
  } catch (error) {
    // An account made for the address meanwhile: the person signs in instead.
    if (isUniqueViolation(error)) throw new AppError('companies.invitationSignIn', 409)
    throw error
  }
}
