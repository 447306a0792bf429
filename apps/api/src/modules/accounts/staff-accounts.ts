import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { inTransaction } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { translate } from '../../i18n/messages.ts'
import { type AccountsDeps, setPassword } from './accounts-service.ts'
import { hashPassword } from './password-hash.ts'
import { passwordProblem } from './password-rules.ts'
import { endAllSessions } from './sessions.ts'
import { findUser } from './user-queries.ts'

/** Input a person typed at the command line: the message says what to fix, in English. */
export class StaffInputError extends Error {
  override name = 'StaffInputError'
}

export type StaffInput = { email: string; password?: string; firstName: string; lastName: string }
export type StaffOutcome = {
  /** A new admin; a buyer made one; an operator raised to one; an admin already. */
  outcome: 'created' | 'promoted' | 'role-raised' | 'already-admin'
  passwordChanged: boolean
  /** The sessions the account had before were ended (promotion or a new password). */
  sessionsEnded: boolean
  /** The address was unverified and now counts as verified, on the operator's word. */
  verifiedNow: boolean
  email: string
}

const EmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email())

/** The email normalised as accounts store it; the password checked by the sign-up rules. */
export function checkStaffInput(input: {
  email?: string
  password?: string
  firstName?: string
  lastName?: string
}): StaffInput {
  const email = EmailSchema.safeParse(input.email ?? '')
  if (!email.success) throw new StaffInputError(`"${input.email ?? ''}" is not a valid email address.`)
  const checked = {
    email: email.data,
    password: input.password,
    firstName: input.firstName?.trim() ?? '',
    lastName: input.lastName?.trim() ?? '',
  }
  checkPassword(checked)
  return checked
}

function checkPassword({ password, email, firstName, lastName }: StaffInput) {
  if (password === undefined) return
  const problem = passwordProblem(password, { email, firstName, lastName })
  if (problem) throw new StaffInputError(translate('en', problem))
}

/**
 * Makes `email` an admin (docs/decisions/013, docs/product.md#staff-and-roles): the first admin of a
 * new shop, or the way back in when no admin can sign in. A new account, verified, with the given password; or an
 * existing one promoted, its password replaced when one is given (which ends its sessions and
 * tells the owner by email, as any password change does).
 *
 * Promotion ends the account's sessions, so that staff rights start from a fresh sign-in. An
 * account whose address was never verified may have been registered by anyone in that address's
 * name: it is promoted only with --password, which takes it over (the registrant's password and
 * sessions end) and counts the address as verified, on the word of the operator who typed it.
 */
export async function createOrPromoteStaff(deps: AccountsDeps, input: StaffInput): Promise<StaffOutcome> {
  const now = deps.clock()
  return inTransaction(deps.db, async (tx) => {
    const [existing] = await tx
      .select({
        id: users.id,
        isStaff: users.isStaff,
        staffRole: users.staffRole,
        isActive: users.isActive,
        isVerified: users.isVerified,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
      })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email))
      .for('update')
    if (!existing) {
      if (input.password === undefined)
        throw new StaffInputError('A new staff account needs a password: add --password.')
      await tx.insert(users).values({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        isStaff: true,
        staffRole: 'admin',
        isVerified: true,
      })
      return {
        outcome: 'created',
        passwordChanged: true,
        sessionsEnded: false,
        verifiedNow: false,
        email: input.email,
      }
    }
    if (existing.deleted)
      throw new StaffInputError(`The account ${input.email} was deleted; it cannot become staff.`)
    if (!existing.isActive)
      throw new StaffInputError(`The account ${input.email} is deactivated; it cannot become staff.`)
    if (!existing.isStaff && !existing.isVerified && input.password === undefined)
      throw new StaffInputError(
        `The account ${input.email} has not verified its email address, so anyone may have registered it. ` +
          'Add --password to give it a password of your own (the address then counts as verified), ' +
          'or ask its owner to follow the verification link first.',
      )
    const user = (await findUser(tx, existing.id))!
    if (input.password !== undefined) {
      // Judged against the owner's real name now that the account is known.
      checkPassword({ ...input, firstName: user.firstName, lastName: user.lastName })
      // Ends every session and every earlier link, and tells the owner.
      await setPassword(tx, deps, user, input.password, 'en', now)
    } else if (!existing.isStaff) {
      await endAllSessions(tx, existing.id, now)
    }
    const verifiedNow = input.password !== undefined && !existing.isVerified
    await tx
      .update(users)
      .set({
        isStaff: true,
        staffRole: 'admin',
        isVerified: sql`${users.isVerified} or ${verifiedNow}`,
        updatedAt: now,
      })
      .where(eq(users.id, existing.id))
    return {
      outcome: !existing.isStaff
        ? 'promoted'
        : existing.staffRole === 'admin'
          ? 'already-admin'
          : 'role-raised',
      passwordChanged: input.password !== undefined,
      sessionsEnded: input.password !== undefined || !existing.isStaff,
      verifiedNow,
      email: input.email,
    }
  })
}
