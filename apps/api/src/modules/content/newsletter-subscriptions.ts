import { createHash, randomBytes } from 'node:crypto'
import type { Locale } from '@caravanserai/contracts/languages'
import { and, eq, gt, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { newsletterSubscriptions } from '../../db/schema/content.ts'
import { AppError } from '../../errors.ts'

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000
/** A new confirmation email for the same address waits this long, so nobody can flood an inbox. */
export const RESEND_AFTER_MS = 5 * 60 * 1000

export type SendConfirmation = (tx: Db, email: { to: string; locale: Locale; token: string }) => Promise<void>

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

type Existing = Row<typeof newsletterSubscriptions, 'id' | 'confirmSentAt'> & {
  confirmed: boolean
  unsubscribed: boolean
}

/**
 * A sign-up (double opt-in): the address is stored unconfirmed with the hash of a fresh token, and
 * `send` emails the token in the same transaction. An address already confirmed, or one emailed
 * a moment ago, changes nothing; the caller answers the same either way, so the reply never tells
 * whether an address is subscribed.
 */
export async function subscribe(
  db: Db,
  request: { email: string; locale: Locale; now: Date },
  send: SendConfirmation,
): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  const tokenHash = hashToken(token)
  const { email, locale, now } = request
  await inTransaction(db, async (tx) => {
    // Raw: the conflict target is the lower(email) index; the query builder's takes columns only.
    const [created] = await queryRows<Row<typeof newsletterSubscriptions, 'id'>>(
      tx,
      sql`insert into newsletter_subscriptions (email, locale, confirm_token_hash, confirm_sent_at)
        values (${email}, ${locale}, ${tokenHash}, ${now})
        on conflict ((lower(email))) do nothing returning id`,
    )
    if (created) return send(tx, { to: email, locale, token })

    const [existing] = await queryRows<Existing>(
      tx,
      sql`select id, confirmed_at is not null as confirmed, unsubscribed_at is not null as unsubscribed,
          confirm_sent_at as "confirmSentAt"
        from newsletter_subscriptions where lower(email) = lower(${email}) for update`,
    )
    if (!existing) return
    if (existing.confirmed && !existing.unsubscribed) return
    const sentAt = existing.confirmSentAt ? new Date(existing.confirmSentAt) : null
    if (!existing.confirmed && sentAt && now.getTime() - sentAt.getTime() < RESEND_AFTER_MS) return
    await tx
      .update(newsletterSubscriptions)
      .set({
        locale,
        confirmTokenHash: tokenHash,
        confirmSentAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
        updatedAt: now,
      })
      .where(eq(newsletterSubscriptions.id, existing.id))
    await send(tx, { to: email, locale, token })
  })
}

/** Confirms the sign-up whose link carries `token`; a link works once, and for a week. */
export async function confirmSubscription(db: Db, token: string, now: Date): Promise<void> {
  const issuedAfter = new Date(now.getTime() - CONFIRM_TOKEN_LIFETIME_MS)
  const [confirmed] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        gt(newsletterSubscriptions.confirmSentAt, issuedAfter),
      ),
    )
    .returning({ id: newsletterSubscriptions.id })
  if (!confirmed) throw new AppError('newsletter.invalidToken', 400)
}
