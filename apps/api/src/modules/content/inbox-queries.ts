import type { NewsletterStatus, OpsContactMessage, OpsSubscriber } from '@caravanserai/contracts/ops-content'
import { eq, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import { contactMessages } from '../../db/schema/content.ts'
import { type AuditActor, recordAudit } from '../audit/audit-log.ts'

type Page = { page: number; pageSize: number }

const messageJson = sql`json_build_object('id', m.id, 'name', m.name, 'email', m.email, 'subject', m.subject,
  'message', m.message, 'company', m.company, 'language', m.locale, 'user_id', m.user_id,
  'created_at', m.created_at, 'handled_at', m.handled_at)`

async function page<T>(db: Db, table: SQL, json: SQL, where: SQL, { page, pageSize }: Page) {
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${table} where ${where}`,
  )
  const rows = await queryRows<{ row: T }>(
    db,
    sql`select ${json} as row from ${table} where ${where}
      order by created_at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  )
  return { count: counted?.count ?? 0, results: rows.map((r) => r.row) }
}

/** Contact messages, newest first, open or handled, found by sender or subject. */
export function listContactMessages(
  db: Db,
  filters: Page & { status?: 'open' | 'handled'; search?: string },
) {
  const where: SQL[] = [sql`true`]
  if (filters.status === 'open') where.push(sql`m.handled_at is null`)
  if (filters.status === 'handled') where.push(sql`m.handled_at is not null`)
  if (filters.search) {
    const like = containsPattern(filters.search)
    where.push(
      sql`(m.name ilike ${like} or m.email ilike ${like} or m.company ilike ${like} or m.subject ilike ${like})`,
    )
  }
  return page<OpsContactMessage>(
    db,
    sql`contact_messages m`,
    messageJson,
    sql.join(where, sql` and `),
    filters,
  )
}

/** Marks a message handled (now) or open again; null when there is no such message. */
export function setMessageHandled(db: Db, id: number, handled: boolean, now: Date, staff: AuditActor) {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ handledAt: contactMessages.handledAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update')
    if (!found) return null
    const before = { handled: found.handledAt !== null }
    const [row] = await queryRows<{ row: OpsContactMessage }>(
      tx,
      sql`update contact_messages m set
          handled_at = case when ${handled}::boolean then coalesce(m.handled_at, ${now}) else null end, updated_at = ${now}
        where m.id = ${id} returning ${messageJson} as row`,
    )
    const message = row!.row
    await recordAudit(tx, staff, {
      action: 'contact_message.update',
      object: { type: 'contact_message', id },
      changes: before.handled === handled ? {} : { handled: { before: before.handled, after: handled } },
    })
    return message
  })
}

const SUBSCRIBER_STATUS = sql`case when s.unsubscribed_at is not null then 'unsubscribed'
  when s.confirmed_at is not null then 'confirmed' else 'pending' end`

const STATUS_CONDITION: Record<NewsletterStatus, SQL> = {
  unsubscribed: sql`s.unsubscribed_at is not null`,
  confirmed: sql`s.unsubscribed_at is null and s.confirmed_at is not null`,
  pending: sql`s.unsubscribed_at is null and s.confirmed_at is null`,
}

const subscriberJson = sql`json_build_object('id', s.id, 'email', s.email, 'status', ${SUBSCRIBER_STATUS},
  'language', s.locale, 'created_at', s.created_at, 'confirmed_at', s.confirmed_at,
  'unsubscribed_at', s.unsubscribed_at)`

function subscriberConditions(filters: { status?: NewsletterStatus; search?: string }): SQL {
  const where: SQL[] = [sql`true`]
  if (filters.status) where.push(STATUS_CONDITION[filters.status])
  if (filters.search) where.push(sql`s.email ilike ${containsPattern(filters.search)}`)
  return sql.join(where, sql` and `)
}

/** Newsletter sign-ups, newest first, by status, found by part of the address. */
export function listSubscribers(db: Db, filters: Page & { status?: NewsletterStatus; search?: string }) {
  return page<OpsSubscriber>(
    db,
    sql`newsletter_subscriptions s`,
    subscriberJson,
    subscriberConditions(filters),
    filters,
  )
}

/** Every sign-up with the status (or all), oldest first: the rows of the CSV export. */
export async function exportSubscribers(db: Db, status?: NewsletterStatus): Promise<OpsSubscriber[]> {
  const rows = await queryRows<{ row: OpsSubscriber }>(
    db,
    sql`select ${subscriberJson} as row from newsletter_subscriptions s
      where ${subscriberConditions({ status })} order by s.created_at, s.id`,
  )
  return rows.map((r) => r.row)
}
