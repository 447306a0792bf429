import { randomUUID } from 'node:crypto'
import type { TokenPair } from '@caravanserai/contracts/accounts'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { refreshTokens, type users } from '../../db/schema/accounts.ts'
import { companySessions } from '../../db/schema/companies.ts'
import { newJti, signAccessToken, type TokenUser } from './access-token.ts'
import { REFRESH_TOKEN_SECONDS, readRefreshToken, signRefreshToken } from './refresh-token.ts'

export type TokenSettings = { secret: Uint8Array; accessTtlSeconds: number }

/**
 * Refresh token families (docs/decisions/007). A login starts a family; each refresh
 * consumes its token and adds the next one. A family is dead as soon as any of its rows is
 * revoked: rotation and every access token (through its `sid`) check that, so a revocation that
 * races a rotation still kills the token the rotation produced.
 */
async function addToFamily(
  db: Db,
  user: TokenUser,
  familyId: string,
  settings: TokenSettings,
  now: Date,
): Promise<TokenPair & { rowId: number }> {
  const jti = newJti()
  const [row] = await db
    .insert(refreshTokens)
    .values({
      jti,
      familyId,
      userId: user.id,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: refreshTokens.id })
  const ms = now.getTime()
  return {
    rowId: row!.id,
    access: await signAccessToken(user, settings.secret, ms, {
      ttlSeconds: settings.accessTtlSeconds,
      sessionId: familyId,
    }),
    refresh: await signRefreshToken({ userId: user.id, jti }, settings.secret, ms),
  }
}

/**
 * A new session: the first token of a new family, acting for `companyId`, or when none is named
 * for the company the person's last session acted for (their first, before any), if they belong
 * to one (docs/decisions/056-companies-are-the-buyer.md).
 */
export async function startSession(
  db: Db,
  user: TokenUser,
  settings: TokenSettings,
  now: Date,
  companyId?: number,
): Promise<TokenPair> {
  // Families whose every token has expired are history; drop them while we are here (raw: an
  // aggregate over the person's tokens picks them).
  await db.execute(
    sql`delete from refresh_tokens where user_id = ${user.id} and family_id in (
      select family_id from refresh_tokens where user_id = ${user.id}
      group by family_id having max(expires_at) < ${now})`,
  )
  await db.execute(
    sql`delete from company_sessions s where s.user_id = ${user.id}
      and not exists (select 1 from refresh_tokens r where r.family_id = s.family_id)`,
  )
  const familyId = randomUUID()
  const company = companyId ?? (await sessionCompany(db, user.id))
  if (company !== undefined) {
    await db
      .insert(companySessions)
      .values({ familyId, userId: user.id, companyId: company, createdAt: now, updatedAt: now })
  }
  const { access, refresh } = await addToFamily(db, user, familyId, settings, now)
  return { access, refresh }
}

/** The company a new session of the person acts for when none is named: their last, or first. */
async function sessionCompany(db: Db, userId: number): Promise<number | undefined> {
  // Raw: the latest session whose company the person still belongs to, else their first company.
  const [row] = await queryRows<{ companyId: number }>(
    db,
    sql`select m.company_id as "companyId" from company_members m
      left join company_sessions s on s.company_id = m.company_id and s.user_id = m.user_id
      where m.user_id = ${userId}
      order by s.created_at desc nulls last, m.created_at, m.company_id limit 1`,
  )
  return row?.companyId
}

export type RotateResult =
  | { ok: true; tokens: TokenPair }
  | { ok: false; reused: { userId: number; familyId: string } | null }

type Consumed = Row<typeof refreshTokens, 'id' | 'familyId'> &
  Row<typeof users, 'email' | 'firstName' | 'lastName'>

/**
 * Consumes `refresh` and returns the next pair, atomically: of any number of concurrent calls
 * with one token, exactly one succeeds. A token that was already consumed is a reuse: its whole
 * family is revoked, since either the thief or the owner holds the newer one.
 */
export async function rotateSession(
  db: Db,
  refresh: string,
  settings: TokenSettings,
  now: Date,
): Promise<RotateResult> {
  const claims = await readRefreshToken(refresh, settings.secret)
  if (!claims) return { ok: false, reused: null }
  const outcome = await inTransaction(db, async (tx): Promise<RotateResult> => {
    // Raw: an update joined to the user, the family's revocation checked in the same statement.
    const [consumed] = await queryRows<Consumed>(
      tx,
      sql`update refresh_tokens r set used_at = ${now}, updated_at = ${now}
        from users u
        where r.jti = ${claims.jti} and r.user_id = ${claims.userId} and u.id = r.user_id
          and r.used_at is null and r.revoked_at is null and r.expires_at > ${now}
          and u.is_active and u.deleted_at is null
          and not exists (select 1 from refresh_tokens f where f.family_id = r.family_id and f.revoked_at is not null)
        returning r.id, r.family_id as "familyId", u.email, u.first_name as "firstName", u.last_name as "lastName"`,
    )
    if (!consumed) {
      const [used] = await tx
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.jti, claims.jti), isNotNull(refreshTokens.usedAt)))
      return { ok: false, reused: used ? { userId: claims.userId, familyId: used.familyId } : null }
    }
    const user = {
      id: claims.userId,
      email: consumed.email,
      firstName: consumed.firstName,
      lastName: consumed.lastName,
    }
    const next = await addToFamily(tx, user, consumed.familyId, settings, now)
    // The row was stamped with this `now` when it was consumed, above.
    await tx
      .update(refreshTokens)
      .set({ replacedById: next.rowId, updatedAt: now })
      .where(eq(refreshTokens.id, consumed.id))
    return { ok: true, tokens: { access: next.access, refresh: next.refresh } }
  })
  if (!outcome.ok && outcome.reused) await revokeFamily(db, outcome.reused.familyId, now)
  return outcome
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

/** Logout: the family of a validly signed refresh token ends, whether or not it has expired. */
export async function endSession(db: Db, refresh: string, secret: Uint8Array, now: Date): Promise<boolean> {
  const claims = await readRefreshToken(refresh, secret)
  if (!claims) return false
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.jti, claims.jti), eq(refreshTokens.userId, claims.userId)))
  if (row) await revokeFamily(db, row.familyId, now)
  return true
}

/** Every session of a user ends (password change or reset, account deletion). */
export async function endAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}

/**
 * The sessions a person has for one company stop acting for it: they were removed from it. The
 * sessions go on; their next call acts for the person's other company, or a company of one
 * (docs/decisions/061-a-company-of-one-for-everyone.md).
 */
export async function releaseCompanySessions(db: Db, userId: number, companyId: number): Promise<void> {
  await db
    .delete(companySessions)
    .where(and(eq(companySessions.userId, userId), eq(companySessions.companyId, companyId)))
}
