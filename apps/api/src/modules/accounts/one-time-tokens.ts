import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { type UserTokenPurpose, userTokens } from '../../db/schema/accounts.ts'

/**
 * Verification links live 3 days, reset links 1 hour (docs/product.md#auth-flows), staff
 * invitations 3 days (docs/product.md#staff-and-roles).
 */
export const TOKEN_LIFETIME_MS: Record<UserTokenPurpose, number> = {
  verify_email: 3 * 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  staff_invite: 3 * 24 * 60 * 60 * 1000,
}

/** The user id as Django's urlsafe_base64_encode writes it, for the uid of the auth API's links. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url')
}

export function decodeUid(uid: string): number | null {
  const text = Buffer.from(uid, 'base64url').toString('utf8')
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null
}

// Only a hash is stored: the outbox holds the link until it is sent, the table never does.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new single-use token for `purpose`, in the caller's transaction. */
export async function issueToken(db: Db, userId: number, purpose: UserTokenPurpose, now: Date) {
  const token = randomBytes(32).toString('base64url')
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    createdAt: now,
    updatedAt: now,
  })
  return { uid: encodeUid(userId), token }
}

/**
 * A token is good when it is this user's, for this purpose, unused, not past its expiry (valid
 * at exactly that instant), newer than the last password change, and the account is active.
 */
const usable = (uid: string, token: string, purpose: UserTokenPurpose, now: Date) => {
  const userId = decodeUid(uid)
  return sql`t.token_hash = ${hashToken(token)} and t.purpose = ${purpose} and t.user_id = ${userId ?? 0}
    and t.used_at is null and t.expires_at >= ${now} and u.id = t.user_id
    and (u.password_changed_at is null or t.created_at >= u.password_changed_at)
    and u.is_active and u.deleted_at is null`
}

type TokenOwner = Row<typeof userTokens, 'userId'>

/** The user a link belongs to, without using it up (the reset page checks its link first). */
export async function checkToken(
  db: Db,
  uid: string,
  token: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<number | null> {
  // Raw, as consumeToken's update over both tables is: the two share `usable`.
  const [row] = await queryRows<TokenOwner>(
    db,
    sql`select t.user_id as "userId" from user_tokens t, users u where ${usable(uid, token, purpose, now)}`,
  )
  return row?.userId ?? null
}

/** Uses a token up, atomically: of two concurrent uses only one gets the user id. */
export async function consumeToken(
  db: Db,
  uid: string,
  token: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await queryRows<TokenOwner>(
    db,
    sql`update user_tokens t set used_at = ${now}, updated_at = ${now} from users u
      where ${usable(uid, token, purpose, now)} returning t.user_id as "userId"`,
  )
  return row?.userId ?? null
}

/** After a password change no earlier link of either kind may be used. */
export async function voidTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now, updatedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)))
}
