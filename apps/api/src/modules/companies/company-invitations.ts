import { createHash, randomBytes } from 'node:crypto'
import type {
  CompanyInvitation,
  InvitationPreview,
  InviteMemberBody,
} from '@caravanserai/contracts/companies'
import type { Locale } from '@caravanserai/contracts/languages'
import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { companyInvitations } from '../../db/schema/companies.ts'
import { AppError } from '../../errors.ts'
import { findActiveUserByEmail, findUser, fullName } from '../accounts/user-queries.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { companyInviteEmail } from './company-invite-email.ts'
import { type InvitationRow, invitationJson } from './company-json.ts'
import { findCompany, isMemberByEmail, lockCompany } from './company-queries.ts'
import type { Buyer } from './company-scope.ts'

/** An invitation's link works 7 days (docs/decisions/056-companies-are-the-buyer.md). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export type InvitationDeps = { db: Db; email: EmailContext; clock: () => Date }

// Only a hash is stored, as with the accounts' one-time links: the table never holds a usable link.
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Waiting: neither accepted nor revoked, and not past its expiry (valid at exactly that instant). */
export const waiting = (now: Date) =>
  and(
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.revokedAt),
    gte(companyInvitations.expiresAt, now),
  )

const invitationColumns = {
  id: companyInvitations.id,
  email: companyInvitations.email,
  role: companyInvitations.role,
  invitedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  expiresAt: companyInvitations.expiresAt,
  createdAt: companyInvitations.createdAt,
}

async function findInvitation(db: Db, id: number): Promise<InvitationRow> {
  const [row] = await db
    .select(invitationColumns)
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(eq(companyInvitations.id, id))
  return row!
}

/**
 * POST /company/invitations/ (an owner's): a single-use link bound to the address, emailed in
 * `locale`. Inviting the address again replaces the waiting invitation; a member is refused (409).
 */
export async function inviteMember(
  deps: InvitationDeps,
  buyer: Buyer,
  body: InviteMemberBody,
  locale: Locale,
): Promise<CompanyInvitation> {
  const now = deps.clock()
  return inTransaction(deps.db, async (tx) => {
    // Locked: two invitations of one address at once wait for each other, the second replaces.
    const company = (await lockCompany(tx, buyer.companyId))!
    if (await isMemberByEmail(tx, buyer.companyId, body.email))
      throw new AppError('companies.alreadyMember', 409)
    await tx
      .update(companyInvitations)
      .set({ revokedAt: now, updatedAt: now })
      .where(
        and(
          eq(companyInvitations.companyId, buyer.companyId),
          eq(sql`lower(${companyInvitations.email})`, body.email),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      )
    const token = randomBytes(32).toString('base64url')
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: buyer.companyId,
        email: body.email,
        role: body.role,
        tokenHash: hashInvitationToken(token),
        invitedBy: buyer.userId,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: companyInvitations.id })
    const inviter = (await findUser(tx, buyer.userId))!
    await enqueueEmail(
      tx,
      {
        to: body.email,
        locale,
        template: companyInviteEmail,
        params: {
          inviter: fullName(inviter) || inviter.email,
          company: company.legalName,
          role: body.role,
          token,
        },
      },
      deps.email,
    )
    return invitationJson(await findInvitation(tx, row!.id))
  })
}

/** GET /company/invitations/: the company's waiting invitations, newest first. */
export async function listInvitations(db: Db, companyId: number, now: Date): Promise<CompanyInvitation[]> {
  const rows = await db
    .select(invitationColumns)
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.companyId, companyId), waiting(now)))
    .orderBy(sql`${companyInvitations.createdAt} desc`, sql`${companyInvitations.id} desc`)
  return rows.map(invitationJson)
}

/** DELETE /company/invitations/{id}/ (an owner's): its link stops working; 404 unless waiting. */
export async function revokeInvitation(deps: InvitationDeps, buyer: Buyer, id: number): Promise<void> {
  const now = deps.clock()
  const revoked = await deps.db
    .update(companyInvitations)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, buyer.companyId), waiting(now)),
    )
    .returning({ id: companyInvitations.id })
  if (revoked.length === 0) throw new AppError('companies.invitationNotFound', 404)
}

/** The waiting invitation a token opens, or a 404 that does not say why (unknown, used, expired). */
export async function requireWaitingInvitation(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.tokenHash, hashInvitationToken(token)), waiting(now)))
  if (!row) throw new AppError('companies.invitationInvalid', 404)
  return row
}

/** GET /company/invitations/check/ (public): what the invitation page shows before accepting. */
export async function previewInvitation(db: Db, token: string, now: Date): Promise<InvitationPreview> {
  const invitation = await requireWaitingInvitation(db, token, now)
  const company = (await findCompany(db, invitation.companyId))!
  const inviter = invitation.invitedBy === null ? undefined : await findUser(db, invitation.invitedBy)
  return {
    company_name: company.legalName,
    inviter: inviter ? fullName(inviter) || inviter.email : '',
    role: invitation.role,
    email: invitation.email,
    has_account: (await findActiveUserByEmail(db, invitation.email)) !== undefined,
  }
}
