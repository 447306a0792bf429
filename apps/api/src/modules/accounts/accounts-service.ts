import type { RegisterBody, TokenPair, UserProfile } from '@caravanserai/contracts/accounts'
import type { Locale } from '@caravanserai/contracts/languages'
import { eq, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/database-error.ts'
import { users } from '../../db/schema/accounts.ts'
import { AppError } from '../../errors.ts'
import { createCompany, type NewCompany } from '../companies/company-queries.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { passwordChangedEmail } from '../email/templates/password-changed-email.ts'
import { passwordResetEmail } from '../email/templates/password-reset-email.ts'
import { verificationEmail } from '../email/templates/verification-email.ts'
import { checkToken, consumeToken, issueToken, voidTokens } from './one-time-tokens.ts'
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts'
import { type PasswordOwner, passwordProblem } from './password-rules.ts'
import { endAllSessions, startSession, type TokenSettings } from './sessions.ts'
import { findActiveUserByEmail, findUser, profileJson, tokenUser, type UserRow } from './user-queries.ts'

export type AccountsDeps = { db: Db; tokens: TokenSettings; emails: EmailContext; clock: () => Date }

// Unknown emails are checked against this, so that they take as long as known ones (no enumeration).
let dummyHash: Promise<string> | undefined
const dummy = () => {
  dummyHash ??= hashPassword('no-such-account-dummy-password')
  return dummyHash
}

/** Throws the first password rule broken, as a message under `field`. */
export function requireGoodPassword(password: string, owner: PasswordOwner, field: string): void {
  const problem = passwordProblem(password, owner)
  if (problem) throw new AppError(problem, 400, {}, field)
}

/**
 * POST /accounts/token/: a session for the right email and password, null for anything else
 * (unknown email, wrong password, deactivated account), after the same amount of hashing.
 */
export async function login(
  deps: AccountsDeps,
  email: string,
  password: string,
  locale: Locale,
): Promise<TokenPair | null> {
  const user = await findActiveUserByEmail(deps.db, email)
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummy()))
  if (!user || !ok) return null
  const rehashed = needsRehash(user.passwordHash) ? await hashPassword(password) : null
  const now = deps.clock()
  return inTransaction(deps.db, async (tx) => {
    const current = await findUser(tx, user.id, { lock: true })
    // A password changed while we were hashing wins: the old one must not open a new session.
    if (!current?.isActive || current.passwordHash !== user.passwordHash) return null
    // Raw: neither is the person's edit, so updated_at stays as it was (the builder would stamp it).
    if (rehashed) await tx.execute(sql`update users set password_hash = ${rehashed} where id = ${user.id}`)
    if (current.locale !== locale)
      await tx.execute(sql`update users set locale = ${locale} where id = ${user.id}`)
    return startSession(tx, tokenUser(current), deps.tokens, now)
  })
}

/** A full name as one field takes it: the first word, then the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return { firstName: first, lastName: rest.join(' ') }
}

/**
 * A new verification link to `user`, in `locale`, in the caller's transaction: registration, the
 * buyer's own resend, and an operator's (docs/product.md#customers).
 */
export async function sendVerification(
  db: Db,
  deps: Pick<AccountsDeps, 'emails'>,
  user: UserRow,
  locale: Locale,
  now: Date,
) {
  const link = await issueToken(db, user.id, 'verify_email', now)
  await enqueueEmail(
    db,
    { to: user.email, locale, template: verificationEmail, params: { name: user.firstName, ...link } },
    deps.emails,
  )
}

/** The company registration makes: the one named in the form, or the person's own. */
function companyDetails(body: RegisterBody): NewCompany {
  const company = body.company
  if (!company) return { taxId: body.tax_id }
  return {
    legalName: company.legal_name,
    taxId: body.tax_id,
    registrationNumber: company.registration_number,
    legalAddress: company.legal_address,
    country: company.country ?? null,
  }
}

/** POST /accounts/register/: a buyer, a verification email and a session (docs/product.md#registration). */
export async function register(
  deps: AccountsDeps,
  body: RegisterBody,
  locale: Locale,
): Promise<{ user: UserProfile } & TokenPair> {
  const { firstName, lastName } = splitName(body.name)
  requireGoodPassword(body.password, { email: body.email, firstName, lastName }, 'password')
  if (await findActiveUserByEmail(deps.db, body.email))
    throw new AppError('accounts.emailTaken', 400, {}, 'email')
  const passwordHash = await hashPassword(body.password)
  const now = deps.clock()
  try {
    return await inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName,
          lastName,
          phoneNumber: body.phone_number,
          address: body.address,
          taxId: body.tax_id,
          locale,
          userType: 'customer',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id })
      const user = (await findUser(tx, row!.id))!
      await createCompany(tx, user.id, companyDetails(body), now)
      await sendVerification(tx, deps, user, locale, now)
      const tokens = await startSession(tx, tokenUser(user), deps.tokens, now)
      return { user: profileJson(user), ...tokens }
    })
  } catch (error) {
    // Two registrations of one address at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw new AppError('accounts.emailTaken', 400, {}, 'email')
    throw error
  }
}

/** POST /accounts/verify-email/: marks the address verified and signs the person in. */
export async function verifyEmail(deps: AccountsDeps, uid: string, token: string): Promise<TokenPair | null> {
  const now = deps.clock()
  return inTransaction(deps.db, async (tx) => {
    const userId = await consumeToken(tx, uid, token, 'verify_email', now)
    if (userId === null) return null
    await tx.update(users).set({ isVerified: true, updatedAt: now }).where(eq(users.id, userId))
    return startSession(tx, tokenUser((await findUser(tx, userId))!), deps.tokens, now)
  })
}

/** POST /accounts/resend-verification/: a new link to an unverified account, silently nothing otherwise. */
export async function resendVerification(deps: AccountsDeps, email: string, locale: Locale): Promise<void> {
  const user = await findActiveUserByEmail(deps.db, email)
  if (!user || user.isVerified) return
  const now = deps.clock()
  await inTransaction(deps.db, (tx) => sendVerification(tx, deps, user, locale, now))
}

/** POST /accounts/reset-password-link/: a reset link to an existing account, silently nothing otherwise. */
export async function requestPasswordReset(deps: AccountsDeps, email: string, locale: Locale): Promise<void> {
  const user = await findActiveUserByEmail(deps.db, email)
  if (!user) return
  const now = deps.clock()
  await inTransaction(deps.db, async (tx) => {
    const link = await issueToken(tx, user.id, 'reset_password', now)
    await enqueueEmail(
      tx,
      { to: user.email, locale, template: passwordResetEmail, params: { name: user.firstName, ...link } },
      deps.emails,
    )
  })
}

export async function isResetLinkValid(deps: AccountsDeps, uid: string, token: string): Promise<boolean> {
  return (await checkToken(deps.db, uid, token, 'reset_password', deps.clock())) !== null
}

/**
 * A new password (reset or change), in the caller's transaction: every session and every
 * earlier link dies, and the owner is told by email.
 */
export async function setPassword(
  tx: Db,
  deps: AccountsDeps,
  user: UserRow,
  password: string,
  locale: Locale,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, user.id))
  await endAllSessions(tx, user.id, now)
  await voidTokens(tx, user.id, now)
  await enqueueEmail(
    tx,
    {
      to: user.email,
      locale,
      template: passwordChangedEmail,
      params: { name: user.firstName, changedAt: now },
    },
    deps.emails,
  )
}

/**
 * POST /accounts/reset-password/: the link is used up only if the new password is accepted.
 * Following a link sent to the address also proves the address, so it counts as verified.
 */
export async function resetPassword(
  deps: AccountsDeps,
  body: { uid: string; token: string; password: string },
  locale: Locale,
): Promise<boolean> {
  const now = deps.clock()
  const userId = await checkToken(deps.db, body.uid, body.token, 'reset_password', now)
  if (userId === null) return false
  const user = (await findUser(deps.db, userId))!
  requireGoodPassword(body.password, user, 'password')
  return inTransaction(deps.db, async (tx) => {
    if ((await consumeToken(tx, body.uid, body.token, 'reset_password', now)) === null) return false
    // setPassword stamps updated_at with the same `now` at once.
    await tx.update(users).set({ isVerified: true, updatedAt: now }).where(eq(users.id, userId))
    await setPassword(tx, deps, user, body.password, locale, now)
    return true
  })
}
