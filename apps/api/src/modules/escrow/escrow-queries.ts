import type { OrderEscrow } from '@caravanserai/contracts/escrow'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { type Viewer, viewable } from '../documents/documents-queries.ts'

/** A sum of order `o`'s ledger rows of `kinds`, in numeric. */
const total = (kinds: string[]) =>
  sql`(select coalesce(sum(e.amount), 0) from escrow_entries e where e.order_id = o.id
    and e.kind::text in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )}))`

/**
 * Where order `orderId`'s money is (docs/decisions/043-escrow-ledger.md), for a buyer of its
 * company or for staff; null when the viewer has no such order. The release day is the last of the claim window,
 * `claimWindowDays` after delivery, while anything is held.
 */
export async function getOrderEscrow(
  db: Db,
  orderId: number,
  viewer: Viewer,
  claimWindowDays: number,
): Promise<OrderEscrow | null> {
  const base = 'buyer' in viewer ? '/api/orders/' : '/api/ops/orders/'
  const held = sql`(${total(['received'])} - ${total(['released', 'refunded'])})`
  const [row] = await queryRows<{ escrow: OrderEscrow }>(
    db,
    sql`select json_build_object(
        'currency', o.settlement_currency,
        'received', ${total(['received'])}::float8,
        'held', ${held}::float8,
        'released', ${total(['released'])}::float8,
        'refunded', ${total(['refunded'])}::float8,
        'refund_due', case when o.status = 'cancelled' then ${held} else 0 end::float8,
        'release_on', case when o.delivered_at is not null and o.status in ('delivered', 'completed')
          and ${held} > 0 then ((o.delivered_at at time zone 'UTC')::date + ${claimWindowDays}::int) end,
        'claim_open', exists (select 1 from claims c where c.order_id = o.id and c.state = 'open'),
        'refunds', (select coalesce(json_agg(json_build_object(
            'id', r.id, 'amount', r.amount::float8, 'refunded_on', r.refunded_on,
            'bank_reference', r.bank_reference,
            'claim_id', (select c.id from claims c where c.refund_id = r.id),
            'credit_note', json_build_object('id', d.id, 'kind', d.kind, 'number', d.number,
              'issued_at', d.issued_at, 'superseded_at', d.superseded_at,
              'download_url', ${base} || o.id || '/documents/' || d.id || '/')
          ) order by r.id), '[]')
          from refunds r join order_documents d on d.id = r.credit_note_id where r.order_id = o.id)
      ) as escrow
      from orders o where o.id = ${orderId} ${viewable(viewer)}`,
  )
  return row?.escrow ?? null
}
