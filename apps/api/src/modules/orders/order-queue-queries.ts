import type { Locale } from '@caravanserai/contracts/languages'
import type { OpsOrder, OpsOrderCounts, OrderNote } from '@caravanserai/contracts/ops-orders'
import { ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'
import type { PaymentState } from '@caravanserai/contracts/payments'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import type { Row } from '../../db/row.ts'
import type { orders } from '../../db/schema/orders.ts'
import { type AuditActor, recordAudit } from '../audit/audit-log.ts'
import { staffUnread } from '../conversation/conversation.ts'
import { type StoredShipment, withProgress } from '../shipments/order-shipments.ts'
import { orderJson, orderNotesJson } from './order-json.ts'
import { availableActions, isQuoteExpired } from './order-machine.ts'

type StoredOrder = Omit<
  OpsOrder,
  'available_actions' | 'notes' | 'unread_messages' | 'quote_expired' | 'shipments'
> & { shipments: StoredShipment[] }

type Stored = {
  status: OrderStatus
  payment_state: PaymentState
  quote_valid_until: string | null
  claim_open: boolean
  shipments: StoredShipment[]
}

/**
 * The order as an operator sees it at `now`: whether its quote has expired, its shipments'
 * progress, and the steps open to them.
 */
function forStaff<T extends Stored>(order: T, unread: number, now: Date) {
  const quoteExpired = order.status === 'pending_approval' && isQuoteExpired(order.quote_valid_until, now)
  const state = {
    status: order.status,
    paymentState: order.payment_state,
    quoteExpired,
    claimOpen: order.claim_open,
    goodsLeft: order.shipments.length > 0,
  }
  return {
    ...order,
    shipments: order.shipments.map((s) => withProgress(s, now.toISOString().slice(0, 10))),
    quote_expired: quoteExpired,
    unread_messages: unread,
    available_actions: availableActions(state, 'staff'),
  }
}

type QueueFilters = { status?: OrderStatus; payment?: PaymentState; search?: string }

function queueConditions(filters: QueueFilters): SQL {
  const where: SQL[] = [sql`true`]
  if (filters.status) where.push(sql`o.status = ${filters.status}`)
  if (filters.payment) where.push(sql`o.payment_state = ${filters.payment}`)
  if (filters.search) {
    const like = containsPattern(filters.search)
    where.push(sql`(o.order_number ilike ${like} or exists (select 1 from users u where u.id = o.user_id
      and (u.email ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like})))`)
  }
  return sql.join(where, sql` and `)
}

/** Every buyer's orders, newest first, by status and search: the queue of docs/product.md#order-queue. */
export async function listQueue(
  db: Db,
  locale: Locale,
  filters: QueueFilters & { page: number; pageSize: number },
  staffId: number,
  now: Date,
) {
  const where = queueConditions(filters)
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders o where ${where}`,
  )
  const rows = await queryRows<{ order: StoredOrder; unread: number }>(
    db,
    sql`select ${orderJson(locale, { ops: true })} as order, ${staffUnread(staffId)} as unread
      from orders o where ${where}
      order by o.created_at desc, o.id desc
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
  )
  return { count: counted?.count ?? 0, results: rows.map((r) => forStaff(r.order, r.unread, now)) }
}

/**
 * How many orders are at each status (every status named, zero included), for one search, and
 * how many of them have a transfer confirmation waiting.
 */
export async function countQueue(db: Db, filters: { search?: string }): Promise<OpsOrderCounts> {
  const rows = await queryRows<Row<typeof orders, 'status'> & { count: number }>(
    db,
    sql`select o.status, count(*)::int as count from orders o where ${queueConditions(filters)}
      group by o.status`,
  )
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>
  for (const row of rows) byStatus[row.status] = row.count
  const [waiting] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders o
      where ${queueConditions({ ...filters, payment: 'proof_sent' })}`,
  )
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    by_status: byStatus,
    proofs_waiting: waiting?.count ?? 0,
  }
}

export async function getOpsOrder(
  db: Db,
  orderId: number,
  locale: Locale,
  staffId: number,
  now: Date,
): Promise<OpsOrder | null> {
  const [row] = await queryRows<{ order: StoredOrder; notes: OrderNote[]; unread: number }>(
    db,
    sql`select ${orderJson(locale, { ops: true })} as order, ${orderNotesJson()} as notes,
        ${staffUnread(staffId)} as unread
      from orders o where o.id = ${orderId}`,
  )
  return row ? forStaff({ ...row.order, notes: row.notes }, row.unread, now) : null
}

/** An internal note on the order; null when there is no such order. */
export function addOrderNote(db: Db, orderId: number, author: AuditActor, body: string) {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ note: OrderNote; orderNumber: string }>(
      tx,
      sql`with note as (
        insert into order_notes (order_id, author_id, body)
        select id, ${author.id}, ${body} from orders where id = ${orderId}
        returning *)
      select json_build_object('id', n.id, 'body', n.body, 'created_at', n.created_at,
        'author', (select json_build_object('id', u.id, 'email', u.email, 'name', trim(u.first_name || ' ' || u.last_name))
          from users u where u.id = n.author_id)) as note,
        (select o.order_number from orders o where o.id = n.order_id) as "orderNumber"
      from note n`,
    )
    if (!row) return null
    await recordAudit(tx, author, {
      action: 'order.note',
      object: { type: 'order', id: orderId, label: row.orderNumber },
      changes: { note: { before: null, after: body } },
    })
    return row.note
  })
}
