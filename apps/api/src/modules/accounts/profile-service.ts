import type { TokenPair } from '@caravanserai/contracts/accounts'
import type { Locale } from '@caravanserai/contracts/languages'
import type { EraseOutcome } from '@caravanserai/contracts/ops-customers'
import { and, eq, ne, or, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { users, userTokens } from '../../db/schema/accounts.ts'
import { cartItems, wishlistItems } from '../../db/schema/cart.ts'
import { companyMembers } from '../../db/schema/companies.ts'
import { contactMessages, newsletterSubscriptions } from '../../db/schema/content.ts'
import { emailOutbox } from '../../db/schema/email.ts'
import { AppError } from '../../errors.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { unattached } from '../files/file-store.ts'
import { lockForStaffChange } from '../staff/staff-queries.ts'
import { type AccountsDeps, requireGoodPassword, setPassword } from './accounts-service.ts'
import { verifyPassword } from './password-hash.ts'
import { endAllSessions, startSession } from './sessions.ts'
import { findUser, tokenUser } from './user-queries.ts'

/**
 * POST /accounts/change-password/: needs the current password. Every session ends,
 * this one included, and a fresh one is returned so the buyer stays signed in here.
 * Null when the current password is wrong.
 */
export async function changePassword(
  deps: AccountsDeps,
  userId: number,
  body: { current_password: string; new_password: string },
  locale: Locale,
): Promise<TokenPair | null> {
  const user = await findUser(deps.db, userId)
  if (!user || !(await verifyPassword(body.current_password, user.passwordHash))) return null
  requireGoodPassword(body.new_password, user, 'new_password')
  const now = deps.clock()
  return inTransaction(deps.db, async (tx) => {
    await setPassword(tx, deps, user, body.new_password, locale, now)
    return startSession(tx, tokenUser(user), deps.tokens, now)
  })
}

/** The companies whose only owner is the person while others still belong to them. */
async function strandedCompanies(tx: Db, userId: number): Promise<number[]> {
  // Raw: each company's other people, read in one statement.
  const rows = await queryRows<{ companyId: number }>(
    tx,
    sql`select m.company_id as "companyId" from company_members m
      where m.user_id = ${userId} and m.role = 'owner'
        and exists (select 1 from company_members o where o.company_id = m.company_id and o.user_id <> ${userId})
        and not exists (select 1 from company_members o
          where o.company_id = m.company_id and o.user_id <> ${userId} and o.role = 'owner')
      order by m.company_id`,
  )
  return rows.map((r) => r.companyId)
}

/** The address an erased account is left with: unique, and of no one. */
const ERASED_EMAIL = (userId: number) => `deleted-${userId}@deleted.invalid`

/**
 * POST /accounts/delete-account/: the person's own deletion, which needs their password; false
 * when it is wrong. The account is erased as `eraseAccount` says. A staff member leaves the staff
 * with it, under the rule every staff removal keeps: the last admin who can sign in cannot go
 * (409), and the leaving is in the audit trail as their own removal.
 */
export async function deleteAccount(deps: AccountsDeps, userId: number, password: string): Promise<boolean> {
  const user = await findUser(deps.db, userId)
  if (!user || !(await verifyPassword(password, user.passwordHash))) return false
  const now = deps.clock()
  await inTransaction(deps.db, async (tx) => {
    const staff = user.isStaff ? await lockForStaffChange(tx, userId) : null
    if (staff?.target?.role === 'admin' && staff.otherAdmins === 0) throw new AppError('staff.lastAdmin', 409)
    // Nor does the last owner of a company others still buy for (docs/decisions/056-companies-are-the-buyer.md).
    if ((await strandedCompanies(tx, userId)).length > 0) throw new AppError('companies.lastOwner', 409)
    await eraseAccount(tx, userId, now)
    if (staff?.target)
      await recordAudit(
        tx,
        { id: userId, email: ERASED_EMAIL(userId) },
        {
          action: 'staff.remove',
          object: { type: 'staff', id: userId },
          changes: { role: { before: staff.target.role, after: null } },
        },
      )
  })
  return true
}

/**
 * Erases an account in the caller's transaction (docs/product.md#profile-and-security): what only
 * the person used (their addresses but those of a company others buy for, cart, wishlist, links,
 * sessions, files nothing came to name) goes, and the person is anonymised. When an order, a
 * request for quotation or a company's address keeps the account's id, the anonymised
 * row stays for the shop's records; otherwise it is deleted too (its reviews stay, anonymous).
 * The email is freed for a new registration. The buyer's own deletion and an operator's erasure
 * (docs/product.md#customers) both come here.
 *
 * What is kept under the address goes too: emails not yet sent to it, and the personal fields of
 * the contact messages the account sent (the question stays, for the operators' record). Data
 * found by address alone (a newsletter sign-up, messages sent signed out) is the account's only
 * if it proved the address: an unverified account may carry someone else's.
 */
export async function eraseAccount(tx: Db, userId: number, now: Date): Promise<EraseOutcome> {
  // Read again under lock: the address may have been verified while the password was checked.
  const current = (await findUser(tx, userId, { lock: true }))!
  const address = current.email.toLowerCase()
  const provedAddress = current.isVerified
  await tx
    .update(users)
    .set({
      email: ERASED_EMAIL(userId),
      passwordHash: '!',
      isStaff: false,
      staffRole: null,
      firstName: '',
      lastName: '',
      phoneNumber: '',
      address: '',
      taxId: '',
      displayCurrency: null,
      isActive: false,
      isVerified: false,
      deletedAt: now,
      passwordChangedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
  await endAllSessions(tx, userId, now)
  await tx.delete(userTokens).where(eq(userTokens.userId, userId))
  // An operator's erasure of a company's last owner hands the company to its longest-standing
  // person, so that someone can still manage it; then the person leaves every company.
  for (const companyId of await strandedCompanies(tx, userId))
    await tx.execute(sql`update company_members set role = 'owner', updated_at = ${now}
      where company_id = ${companyId} and user_id = (select m.user_id from company_members m
        where m.company_id = ${companyId} and m.user_id <> ${userId} order by m.created_at, m.user_id limit 1)`)
  // Their addresses go, but for those of a company others still buy for: its address book's
  // (docs/decisions/056-companies-are-the-buyer.md). Raw: a condition over the company's people.
  await tx.execute(sql`delete from shipping_addresses a where a.user_id = ${userId}
    and not exists (select 1 from company_members m where m.company_id = a.company_id and m.user_id <> ${userId})`)
  await tx.delete(companyMembers).where(eq(companyMembers.userId, userId))
  await tx.delete(cartItems).where(eq(cartItems.userId, userId))
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId))
  // Files the person sent that nothing kept; their bytes go with the next pruning. Raw, as
  // unattached() is SQL over an alias, shared with the files' pruning.
  await tx.execute(sql`delete from stored_files f where f.uploaded_by = ${userId} and ${unattached('f')}`)
  // Pending and failed alike: neither will be sent now. Sent ones age out with pruning.
  await tx
    .delete(emailOutbox)
    .where(and(ne(emailOutbox.status, 'sent'), eq(sql`lower(${emailOutbox.toAddress})`, address)))
  await tx
    .update(contactMessages)
    .set({ name: '', email: '', company: null, updatedAt: now })
    .where(
      provedAddress
        ? or(eq(contactMessages.userId, userId), eq(sql`lower(${contactMessages.email})`, address))
        : eq(contactMessages.userId, userId),
    )
  if (provedAddress)
    await tx.delete(newsletterSubscriptions).where(eq(sql`lower(${newsletterSubscriptions.email})`, address))
  // Raw: a computed answer over three tables, with no row of any to select from.
  const [kept] = await queryRows<{ kept: boolean }>(
    tx,
    sql`select exists (select 1 from orders where user_id = ${userId})
      or exists (select 1 from rfqs where user_id = ${userId})
      or exists (select 1 from shipping_addresses where user_id = ${userId}) as kept`,
  )
  if (kept!.kept) return 'anonymised'
  await tx.delete(users).where(eq(users.id, userId))
  return 'deleted'
}
