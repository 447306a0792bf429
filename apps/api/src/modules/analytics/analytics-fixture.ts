import type { OrderStatus } from '@caravanserai/contracts/orders'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { firstCompanyOf } from '../companies/company-queries.ts'

let counter = 0

type Line = { product: number | null; name: string; quantity: number; unitPrice: string }
type Steps = Partial<Record<'quoted' | 'approved' | 'shipped' | 'delivered' | 'completed', string>>

export type FixtureOrder = {
  buyer: number
  destination: number
  status: OrderStatus
  requested: string
  lines: Line[]
  steps?: Steps
  /** An accepted offer's order: made at processing, approved at once, with no request step. */
  fromOffer?: boolean
}

const STEP_STATUS = {
  quoted: 'pending_approval',
  approved: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  completed: 'completed',
} as const

/**
 * An order as the order machine would have left it, written directly (analytics tests need
 * exact dates): its lines, the total of its lines, the dates its steps stamp and one history
 * row per step.
 */
export async function insertOrder(db: Db, o: FixtureOrder): Promise<number> {
  counter += 1
  const total = o.lines.reduce((sum, l) => sum + l.quantity * Number(l.unitPrice), 0).toFixed(2)
  const s = o.steps ?? {}
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (order_number, user_id, company_id, status, destination_id, total_price, shipping_price,
        tracking_number, payment_override_reason, created_at, quoted_at, approved_at, shipped_at, delivered_at, completed_at)
      values (${`AN-${counter}-${Date.now()}`}, ${o.buyer}, ${firstCompanyOf(o.buyer)}, ${o.status}, ${o.destination}, ${total},
        ${o.status === 'pending_shipping' ? null : '10.00'}, ${s.shipped ? 'TRACK-1' : null}, ${s.shipped ? 'Trusted buyer' : null},
        ${o.requested}, ${s.quoted ?? null}, ${s.approved ?? null}, ${s.shipped ?? null}, ${s.delivered ?? null}, ${s.completed ?? null})
      returning id`,
  )
  const id = row!.id
  for (const l of o.lines)
    await db.execute(sql`insert into order_items (order_id, product_id, quantity, unit_price, product_name, variation_name)
      values (${id}, ${l.product}, ${l.quantity}, ${l.unitPrice}, ${l.name}, 'Tin 1')`)
  const history: Array<[OrderStatus | null, OrderStatus, string]> = [
    [null, o.fromOffer ? 'processing' : 'pending_shipping', o.requested],
  ]
  for (const step of ['quoted', 'approved', 'shipped', 'delivered', 'completed'] as const) {
    const at = s[step]
    if (!at || (o.fromOffer && (step === 'quoted' || step === 'approved'))) continue
    history.push([history.at(-1)![1], STEP_STATUS[step], at])
  }
  for (const [from, to, at] of history)
    await db.execute(sql`insert into order_history (order_id, actor_role, from_status, to_status, created_at)
      values (${id}, 'customer', ${from}, ${to}, ${at})`)
  return id
}

/** A line in a buyer's cart, added at `at`. */
export async function insertCartLine(db: Db, buyer: number, variation: number, at: string): Promise<void> {
  await db.execute(sql`insert into cart_items (user_id, product_variation_id, quantity, created_at)
    values (${buyer}, ${variation}, 1, ${at})`)
}
