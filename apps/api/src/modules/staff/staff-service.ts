import type { Locale } from '@caravanserai/contracts/languages'
import type { StaffInviteBody, StaffMember } from '@caravanserai/contracts/ops-staff'
import { eq, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/database-error.ts'
import { type StaffRole, users } from '../../db/schema/accounts.ts'
import { AppError } from '../../errors.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { issueToken, voidTokens } from '../accounts/one-time-tokens.ts'
import { endAllSessions } from '../accounts/sessions.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { staffInviteEmail } from './staff-invite-email.ts'
import { findStaffMember, lockForStaffChange, lockStaffMember } from './staff-queries.ts'

export type StaffDeps = { db: Db; email: EmailContext; clock: () => Date }
type Actor = Pick<AuthUser, 'id' | 'email'>

/** A new link for `member`, every earlier one void, emailed in `locale`; in the caller's transaction. */
async function sendInvitation(
  tx: Db,
  deps: StaffDeps,
  actor: Actor,
  member: { id: number; email: string; firstName: string; role: StaffRole },
  locale: Locale,
  now: Date,
) {
  await voidTokens(tx, member.id, now)
  const link = await issueToken(tx, member.id, 'staff_invite', now)
  await enqueueEmail(
    tx,
    {
      to: member.email,
      locale,
      template: staffInviteEmail,
      params: { name: member.firstName, inviter: actor.email, role: member.role, ...link },
    },
    deps.email,
  )
}

/**
 * POST /ops/staff/invitations/: a new account, staff of `role` from the start, with no usable
 * password and an unproven address, and the link to accept by email. An address that already
 * has an account is refused (409): the console never turns a buyer into staff.
 */
export async function inviteStaff(
  deps: StaffDeps,
  actor: Actor,
  body: StaffInviteBody,
  locale: Locale,
): Promise<StaffMember> {
  const now = deps.clock()
  try {
    return await inTransaction(deps.db, async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, body.email))
      if (taken) throw new AppError('staff.emailTaken', 409)
      const [row] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash: '!',
          firstName: body.first_name,
          lastName: body.last_name ?? '',
          isStaff: true,
          staffRole: body.role,
          isVerified: false,
          locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id })
      const member = { id: row!.id, email: body.email, firstName: body.first_name, role: body.role }
      await sendInvitation(tx, deps, actor, member, locale, now)
      await recordAudit(tx, actor, {
        action: 'staff.invite',
        object: { type: 'staff', id: member.id },
        changes: { role: { before: null, after: body.role } },
      })
      return (await findStaffMember(tx, member.id, now))!
    })
  } catch (error) {
    // Two invitations of one address at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw new AppError('staff.emailTaken', 409)
    throw error
  }
}

/** POST /ops/staff/{id}/invitation/: a new link while the invitation is pending; the old ones die. */
export async function resendInvitation(
  deps: StaffDeps,
  actor: Actor,
  id: number,
  locale: Locale,
): Promise<StaffMember> {
  const now = deps.clock()
  return inTransaction(deps.db, async (tx) => {
    const member = await lockStaffMember(tx, id)
    if (!member) throw new AppError('staff.notFound', 404)
    if (!member.pending) throw new AppError('staff.notPending', 409)
    await sendInvitation(tx, deps, actor, member, locale, now)
    await recordAudit(tx, actor, {
      action: 'staff.invite',
      object: { type: 'staff', id },
    })
    return (await findStaffMember(tx, id, now))!
  })
}

/**
 * PATCH /ops/staff/{id}/: the new role applies from the member's next request (the role is read
 * with the user on each one). The last admin who can sign in cannot be made an operator (409).
 */
export async function changeStaffRole(
  deps: StaffDeps,
  actor: Actor,
  id: number,
  role: StaffRole,
): Promise<StaffMember> {
  const now = deps.clock()
  return inTransaction(deps.db, async (tx) => {
    const { target, otherAdmins } = await lockForStaffChange(tx, id)
    if (!target) throw new AppError('staff.notFound', 404)
    if (target.role !== role) {
      if (target.role === 'admin' && !target.pending && otherAdmins === 0)
        throw new AppError('staff.lastAdmin', 409)
      await tx.update(users).set({ staffRole: role, updatedAt: now }).where(eq(users.id, id))
      await recordAudit(tx, actor, {
        action: 'staff.role_change',
        object: { type: 'staff', id },
        changes: { role: { before: target.role, after: role } },
      })
    }
    return (await findStaffMember(tx, id, now))!
  })
}

/**
 * DELETE /ops/staff/{id}/: the account stays a buyer's with no staff rights and every session
 * ended; an invitation never accepted is withdrawn with its account. The last admin who can sign
 * in cannot be removed (409), not even by themselves.
 */
export async function removeStaff(deps: StaffDeps, actor: Actor, id: number): Promise<void> {
  const now = deps.clock()
  await inTransaction(deps.db, async (tx) => {
    const { target, otherAdmins } = await lockForStaffChange(tx, id)
    if (!target) throw new AppError('staff.notFound', 404)
    if (target.role === 'admin' && !target.pending && otherAdmins === 0)
      throw new AppError('staff.lastAdmin', 409)
    if (target.pending) {
      await tx.delete(users).where(eq(users.id, id))
    } else {
      await tx.update(users).set({ isStaff: false, staffRole: null, updatedAt: now }).where(eq(users.id, id))
      await endAllSessions(tx, id, now)
    }
    await recordAudit(tx, actor, {
      action: 'staff.remove',
      object: { type: 'staff', id },
      changes: { role: { before: target.role, after: null } },
    })
  })
}
