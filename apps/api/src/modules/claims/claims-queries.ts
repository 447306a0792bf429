import type { Claim, OrderClaims } from '@caravanserai/contracts/claims'
import { roleCan } from '@caravanserai/contracts/company-roles'
import { CLAIM_FIRST_ANSWER_HOURS, type OpsClaim } from '@caravanserai/contracts/ops-claims'
import { eq, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { claims } from '../../db/schema/claims.ts'
import { type Viewer, viewable } from '../documents/documents-queries.ts'
import { attachmentJson } from '../files/private-files.ts'

/** Claim `c` (of order `o`) as JSON built by the database, its files under the viewer's `base`. */
function claimJson(base: '/api/orders/' | '/api/ops/orders/') {
  return sql`json_build_object(
    'id', c.id, 'order_id', o.id, 'order_number', o.order_number, 'state', c.state,
    'reason', c.reason, 'remedy', c.remedy, 'description', c.description,
    'lines', (select coalesce(json_agg(json_build_object('item', i.id, 'name', i.product_name,
        'variation', i.variation_name, 'quantity', l.quantity, 'ordered', i.quantity) order by i.id), '[]')
      from claim_lines l join order_items i on i.id = l.order_item_id where l.claim_id = c.id),
    'files', (select coalesce(json_agg(${attachmentJson('f', sql.raw(`'${base}'`))} order by f.id), '[]')
      from claim_files cf join stored_files f on f.id = cf.file_id where cf.claim_id = c.id),
    'opened_at', c.created_at, 'first_answered_at', c.first_answered_at, 'resolved_at', c.resolved_at,
    'resolution_note', c.resolution_note, 'refund_id', c.refund_id,
    'replacement_order', (select json_build_object('id', r.id, 'order_number', r.order_number)
      from orders r where r.id = c.replacement_order_id))`
}

/** The last day a claim on order `o` may be opened: delivery's UTC day + the window; null before. */
export const claimUntil = (windowDays: number) =>
  sql`((o.delivered_at at time zone 'UTC')::date + ${windowDays}::int)`

/**
 * Order `orderId`'s claims, newest first, whether one may be opened now and until when; null when
 * the viewer has no such order.
 */
export async function listOrderClaims(
  db: Db,
  orderId: number,
  viewer: Viewer,
  windowDays: number,
  now: Date,
): Promise<OrderClaims | null> {
  const buyer = 'buyer' in viewer
  const today = now.toISOString().slice(0, 10)
  const [row] = await queryRows<OrderClaims>(
    db,
    sql`select
        (select coalesce(json_agg(${claimJson(buyer ? '/api/orders/' : '/api/ops/orders/')} order by c.id desc), '[]')
          from claims c where c.order_id = o.id) as results,
        (o.status = 'shipped' or (o.status = 'delivered' and ${claimUntil(windowDays)} >= ${today}::date))
          and not exists (select 1 from claims c where c.order_id = o.id and c.state = 'open') as can_open,
        ${claimUntil(windowDays)} as open_until
      from orders o where o.id = ${orderId} ${viewable(viewer)}`,
  )
  if (!row) return null
  return { ...row, can_open: 'buyer' in viewer && roleCan(viewer.buyer.role, 'buy') && row.can_open }
}

/** One claim of the order, as JSON (after it is opened or resolved). */
export async function getClaim(
  db: Db,
  orderId: number,
  claimId: number,
  viewer: Viewer,
): Promise<Claim | null> {
  const base = 'buyer' in viewer ? '/api/orders/' : '/api/ops/orders/'
  const [row] = await queryRows<{ claim: Claim }>(
    db,
    sql`select ${claimJson(base)} as claim from claims c join orders o on o.id = c.order_id
      where c.id = ${claimId} and o.id = ${orderId}`,
  )
  return row?.claim ?? null
}

/**
 * The operators' claims queue (docs/product.md#claims): claims of `state`, oldest first, each
 * with its buyer, what the order holds, and whether it waits past its first-answer target.
 */
export async function listOpsClaims(
  db: Db,
  query: { state: Claim['state']; page: number; page_size: number },
  now: Date,
): Promise<{ count: number; results: OpsClaim[] }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(claims)
    .where(eq(claims.state, query.state))
  const overdueBefore = new Date(now.getTime() - CLAIM_FIRST_ANSWER_HOURS * 3_600_000)
  const results = await queryRows<{ claim: OpsClaim }>(
    db,
    sql`select (${claimJson('/api/ops/orders/')}::jsonb || jsonb_build_object(
        'buyer', json_build_object('id', u.id, 'email', u.email, 'name', trim(u.first_name || ' ' || u.last_name)),
        'held', (select coalesce(sum(case when e.kind = 'received' then e.amount else -e.amount end), 0)
          from escrow_entries e where e.order_id = o.id)::float8,
        'currency', o.settlement_currency,
        'overdue', c.state = 'open' and c.first_answered_at is null and c.created_at < ${overdueBefore}
      )) as claim
      from claims c join orders o on o.id = c.order_id join users u on u.id = o.user_id
      where c.state = ${query.state}
      order by c.created_at, c.id limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  )
  return { count: count!.n, results: results.map((r) => r.claim) }
}

/** Claims waiting for an operator: the dashboard's count. */
export async function countOpenClaims(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(claims)
    .where(eq(claims.state, 'open'))
  return row!.n
}
