import { STAFF_ALERT_KINDS, type StaffAlertKind } from '@caravanserai/contracts/ops-alerts'
import { and, eq, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { staffDigests } from '../../db/schema/alerts.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { HEARS_OF_BUSINESS, type StaffRecipient } from '../staff/staff-queries.ts'
import { type DigestLine, type StaffDigestParams, staffDigestEmail } from './alert-emails.ts'
import { ALERT_ORDER } from './alert-staff.ts'

export type DigestRun = {
  now: Date
  /** The UTC hour from which the day's digests go out (STAFF_DIGEST_HOUR). */
  hour: number
  email: EmailContext
}

type Listed = DigestLine & { kind: StaffAlertKind }

/** The person's waiting items, deleted and read back by kind and order, in the order they came. */
async function takeItems(tx: Db, userId: number): Promise<Listed[]> {
  // Raw: the items are deleted and grouped with their orders in one statement (a CTE).
  return queryRows<Listed>(
    tx,
    sql`with taken as (delete from staff_digest_items where user_id = ${userId} returning id, kind, order_id)
      select t.kind, ${ALERT_ORDER}, count(*)::int as events
      from taken t join orders o on o.id = t.order_id join users b on b.id = o.user_id
      group by t.kind, o.id, b.id order by min(t.id)`,
  )
}

function groups(items: Listed[]): StaffDigestParams['groups'] {
  return STAFF_ALERT_KINDS.map((kind) => ({
    kind,
    lines: items.filter((item) => item.kind === kind).map(({ kind: _, ...line }) => line),
  })).filter((group) => group.lines.length > 0)
}

/**
 * The person's digest of `day`, in one transaction: the day's row claimed first, so that of
 * several instances at once one sends it and the others find it sent; then what waited for it,
 * taken and emailed. With nothing waiting the claim is given back. True when it went.
 */
async function sendDigest(db: Db, person: StaffRecipient, day: string, run: DigestRun): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [claimed] = await tx
      .insert(staffDigests)
      .values({ userId: person.id, day, items: 0, sentAt: run.now })
      .onConflictDoNothing()
      .returning({ userId: staffDigests.userId })
    if (!claimed) return false
    const items = await takeItems(tx, person.id)
    const thisDigest = and(eq(staffDigests.userId, person.id), eq(staffDigests.day, day))
    if (items.length === 0) {
      await tx.delete(staffDigests).where(thisDigest)
      return false
    }
    const events = items.reduce((sum, item) => sum + item.events, 0)
    await tx.update(staffDigests).set({ items: events }).where(thisDigest)
    const params = { name: person.name, day, groups: groups(items) }
    await enqueueEmail(
      tx,
      { to: person.email, locale: person.locale, template: staffDigestEmail, params },
      run.email,
    )
    return true
  })
}

/**
 * The daily digests (docs/decisions/042-staff-alerts.md): once `run.now` is past the day's hour
 * (UTC), each staff member who hears of business, has something waiting and has had no digest
 * today gets one. What waits for someone who no longer hears of business (deactivated, removed)
 * goes. Safe to run at once on any number of instances; returns how many digests it sent.
 */
export async function sendDigests(db: Db, run: DigestRun): Promise<number> {
  // Raw here and below: HEARS_OF_BUSINESS is SQL over `users u`, shared with staff/.
  await db.execute(sql`delete from staff_digest_items i using users u
    where u.id = i.user_id and not ${HEARS_OF_BUSINESS}`)
  if (run.now.getUTCHours() < run.hour) return 0
  const day = run.now.toISOString().slice(0, 10)
  const due = await queryRows<StaffRecipient>(
    db,
    sql`select u.id, u.email, u.locale, u.first_name as name from users u
      where ${HEARS_OF_BUSINESS}
        and exists (select 1 from staff_digest_items i where i.user_id = u.id)
        and not exists (select 1 from staff_digests d where d.user_id = u.id and d.day = ${day})
      order by u.id`,
  )
  let sent = 0
  for (const person of due) if (await sendDigest(db, person, day, run)) sent += 1
  return sent
}
