import type { OrderMessages, PostMessageBody, UnreadMessages } from '@caravanserai/contracts/conversation'
import { and, eq, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { users } from '../../db/schema/accounts.ts'
import { claimFiles } from '../../db/schema/claims.ts'
import {
  orderMessageFiles,
  orderMessages,
  orderThreadNotices,
  orderThreadReads,
} from '../../db/schema/conversation.ts'
import { orders } from '../../db/schema/orders.ts'
import { paymentProofs, storedFiles } from '../../db/schema/payments.ts'
import { AppError } from '../../errors.ts'
import { alertStaff } from '../alerts/alert-staff.ts'
import { markClaimAnswered } from '../claims/open-claim.ts'
import { type Buyer, ownedBy } from '../companies/company-scope.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { attachmentJson } from '../files/private-files.ts'
import { conversationEmail } from './conversation-email.ts'

/**
 * One side of a conversation: a person of the order's buying company (every one of them reads
 * it, those whose role allows write in it: docs/decisions/056-companies-are-the-buyer.md), or an
 * operator (who may read any order's). Read marks and emails' pace are each person's own.
 */
export type Speaker = { side: 'customer'; userId: number; buyer: Buyer } | { side: 'staff'; userId: number }

/** What a buyer does with a conversation: read it (and mark it read), or write in it. */
type Use = 'view' | 'message'

/** At most one email per conversation per person in this long (docs/decisions/029-order-conversation.md). */
export const NOTICE_GAP_MS = 10 * 60 * 1000

const owned = (speaker: Speaker) =>
  speaker.side === 'customer' ? sql`and ${ownedBy(speaker.buyer, sql`o.company_id`, 'view')}` : sql``
const otherSide = (speaker: Speaker) => (speaker.side === 'customer' ? 'staff' : 'customer')
const base = (speaker: Speaker) =>
  speaker.side === 'customer' ? sql`'/api/orders/'` : sql`'/api/ops/orders/'`

/** The order exists and the speaker may `use` its conversation; else 404, as if it did not exist. */
async function requireOrder(db: Db, orderId: number, speaker: Speaker, use: Use, lock = false) {
  const found = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        speaker.side === 'customer' ? ownedBy(speaker.buyer, sql`${orders.companyId}`, use) : undefined,
      ),
    )
  const [order] = await (lock ? found.for('update') : found)
  if (!order) throw new AppError('orders.notFound', 404)
}

/** Unread: the other side's messages past the speaker's read mark, for the orders `where` picks. */
function unreadCount(speaker: Speaker, orderId: SQL): SQL {
  return sql`(select count(*)::int from order_messages m where m.order_id = ${orderId}
    and m.author_role = ${otherSide(speaker)}
    and m.id > coalesce((select r.last_read_message_id from order_thread_reads r
      where r.order_id = ${orderId} and r.user_id = ${speaker.userId}), 0))`
}

/**
 * The conversation of the order, oldest first. An operator's name shows as their first name; a
 * buyer's as their full name (operators see who they talk to).
 */
export async function readConversation(db: Db, orderId: number, speaker: Speaker): Promise<OrderMessages> {
  await requireOrder(db, orderId, speaker, 'view')
  const [row] = await queryRows<OrderMessages>(
    db,
    sql`select (select coalesce(json_agg(json_build_object(
          'id', m.id, 'body', m.body, 'created_at', m.created_at,
          'mine', coalesce(m.author_id = ${speaker.userId}, false),
          'author', json_build_object('side', m.author_role, 'name', coalesce(case m.author_role
            when 'staff' then nullif(u.first_name, '') else nullif(trim(u.first_name || ' ' || u.last_name), '') end, '')),
          'files', (select coalesce(json_agg(${attachmentJson('f', base(speaker))} order by f.id), '[]')
            from order_message_files mf join stored_files f on f.id = mf.file_id where mf.message_id = m.id)
        ) order by m.id), '[]')
        from order_messages m left join users u on u.id = m.author_id where m.order_id = ${orderId}) as results,
        ${unreadCount(speaker, sql`${orderId}`)} as unread`,
  )
  return row!
}

/** Everything up to `upTo` (a message of this order) is read; a mark never moves back. */
export async function markRead(db: Db, orderId: number, speaker: Speaker, upTo: number): Promise<void> {
  await requireOrder(db, orderId, speaker, 'view')
  // Raw: the mark is read from the message row, and the conflict rule reads the old mark.
  await db.execute(sql`insert into order_thread_reads (order_id, user_id, last_read_message_id)
    select ${orderId}, ${speaker.userId}, m.id from order_messages m where m.id = ${upTo} and m.order_id = ${orderId}
    on conflict (order_id, user_id) do update
      set last_read_message_id = greatest(order_thread_reads.last_read_message_id, excluded.last_read_message_id)`)
}

/**
 * When `userId` may next be emailed about the order's conversation, at most once per
 * NOTICE_GAP_MS: now if the last email is that old, else at the end of the gap; null when an
 * email is already waiting for then, which covers this message too. The notice row is locked, so
 * two messages at once decide in turn.
 */
async function noticeTime(tx: Db, orderId: number, userId: number): Promise<Date | null> {
  // Raw: the conflict rule locks the old row, and what it returns is computed from it.
  const [notice] = await queryRows<{ waiting: boolean; at: string }>(
    tx,
    sql`insert into order_thread_notices (order_id, user_id, email_at) values (${orderId}, ${userId}, '-infinity')
      on conflict (order_id, user_id) do update set email_at = order_thread_notices.email_at
      returning email_at > now() as waiting,
        greatest(now(), email_at + ${`${NOTICE_GAP_MS} milliseconds`}::interval) as at`,
  )
  if (notice!.waiting) return null
  const at = new Date(notice!.at)
  await tx
    .update(orderThreadNotices)
    .set({ emailAt: at })
    .where(and(eq(orderThreadNotices.orderId, orderId), eq(orderThreadNotices.userId, userId)))
  return at
}

/** Emails the person who placed the order about an operator's message, in the language they ordered in. */
async function emailBuyer(tx: Db, orderId: number, email: EmailContext) {
  const [buyer] = await tx
    .select({
      id: users.id,
      email: users.email,
      locale: orders.language,
      name: users.firstName,
      orderNumber: orders.orderNumber,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(users.isActive, true), isNull(users.deletedAt)))
  if (!buyer) return
  const at = await noticeTime(tx, orderId, buyer.id)
  if (!at) return
  const params = { name: buyer.name, orderId, orderNumber: buyer.orderNumber }
  await enqueueEmail(
    tx,
    { to: buyer.email, locale: buyer.locale, template: conversationEmail, params, at },
    email,
  )
}

/**
 * A message on the order's conversation, with files the speaker uploaded to this order and that
 * no message or claim carries yet (else 400), and the other side told by email: the buyer, or the
 * operators as their alerts say (docs/decisions/042-staff-alerts.md). An operator's message is the
 * first answer to the order's open claim, if it had none (docs/decisions/044-claims.md).
 */
export async function postMessage(
  db: Db,
  orderId: number,
  speaker: Speaker,
  message: PostMessageBody,
  email: EmailContext,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    await requireOrder(tx, orderId, speaker, 'message', true)
    const files = [...new Set(message.files)]
    if (files.length > 0) {
      const usable = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.orderId, orderId),
            eq(storedFiles.uploadedBy, speaker.userId),
            inArray(storedFiles.id, files),
            notExists(
              tx
                .select({ id: orderMessageFiles.fileId })
                .from(orderMessageFiles)
                .where(eq(orderMessageFiles.fileId, storedFiles.id)),
            ),
            notExists(
              tx
                .select({ id: paymentProofs.id })
                .from(paymentProofs)
                .where(eq(paymentProofs.fileId, storedFiles.id)),
            ),
            notExists(
              tx
                .select({ id: claimFiles.fileId })
                .from(claimFiles)
                .where(eq(claimFiles.fileId, storedFiles.id)),
            ),
          ),
        )
      if (usable.length !== files.length) throw new AppError('conversation.fileUnavailable', 400, {}, 'files')
    }
    const [row] = await tx
      .insert(orderMessages)
      .values({ orderId, authorId: speaker.userId, authorRole: speaker.side, body: message.body })
      .returning({ id: orderMessages.id })
    if (files.length > 0)
      await tx.insert(orderMessageFiles).values(files.map((fileId) => ({ messageId: row!.id, fileId })))
    // The author has read what they answer.
    await tx
      .insert(orderThreadReads)
      .values({ orderId, userId: speaker.userId, lastReadMessageId: row!.id })
      .onConflictDoUpdate({
        target: [orderThreadReads.orderId, orderThreadReads.userId],
        set: { lastReadMessageId: row!.id },
      })
    if (speaker.side === 'customer')
      await alertStaff(tx, 'buyer_message', orderId, email, {
        at: (userId) => noticeTime(tx, orderId, userId),
      })
    else {
      await markClaimAnswered(tx, orderId, new Date())
      await emailBuyer(tx, orderId, email)
    }
    return row!.id
  })
}

/** The orders with unread messages for the speaker, most unread first: the header's badge. */
export async function unreadMessages(db: Db, speaker: Speaker): Promise<UnreadMessages> {
  const rows = await queryRows<
    Row<typeof orders, 'id'> & {
      order_number: Row<typeof orders, 'orderNumber'>['orderNumber']
      unread: number
    }
  >(
    db,
    sql`select o.id, o.order_number, ${unreadCount(speaker, sql`o.id`)} as unread from orders o
      where exists (select 1 from order_messages m where m.order_id = o.id and m.author_role = ${otherSide(speaker)})
        ${owned(speaker)}`,
  )
  const waiting = rows.filter((r) => r.unread > 0).sort((a, b) => b.unread - a.unread || b.id - a.id)
  return { total: waiting.reduce((sum, o) => sum + o.unread, 0), orders: waiting.slice(0, 20) }
}

/** The unread count of one order's conversation for an operator, as a column of the queue. */
export function staffUnread(staffId: number): SQL {
  return unreadCount({ side: 'staff', userId: staffId }, sql`o.id`)
}
