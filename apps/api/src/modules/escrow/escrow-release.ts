import { asc, eq, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { escrowEntries } from '../../db/schema/escrow.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { products } from '../../db/schema/products.ts'
import { allocate, centsText, parseCents } from './cents.ts'
import { heldCents } from './escrow-ledger.ts'

/** Who a release pays: a supplier, or the shop itself (null) for shipping and goods of no supplier. */
type Payee = number | null

/**
 * Each payee's weight in the order, in dollar cents: the value of its lines (by the supplier their
 * product names now), and the quoted shipping, which is the shop's; and the order's settlement
 * currency, which what it holds is in and is split in (docs/decisions/046-settlement-currency.md).
 */
async function payeeWeights(tx: Db, orderId: number) {
  const goods = await tx
    .select({
      producerId: products.producerId,
      value: sql<string>`sum(${orderItems.unitPrice} * ${orderItems.quantity})::text`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .groupBy(products.producerId)
    .orderBy(asc(products.producerId))
  const [order] = await tx
    .select({
      shipping: sql<string>`coalesce(${orders.shippingPrice}, 0)::text`,
      currency: orders.settlementCurrency,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  const weights = new Map<Payee, bigint>()
  for (const { producerId, value } of goods) weights.set(producerId, parseCents(value))
  weights.set(null, (weights.get(null) ?? 0n) + parseCents(order!.shipping))
  return { weights, currency: order!.currency }
}

/**
 * Releases everything order `orderId` holds, in `tx` (which has locked the order): split over its
 * payees by their weight in the order, to the cent, one `released` row each. Returns the cents
 * released (0 when it held nothing).
 */
export async function releaseHeld(tx: Db, orderId: number, now: Date): Promise<bigint> {
  const held = await heldCents(tx, orderId)
  if (held <= 0n) return 0n
  const { weights, currency } = await payeeWeights(tx, orderId)
  const payees = [...weights.keys()]
  const shares = allocate(held, [...weights.values()])
  const rows = payees
    .map((producerId, i) => ({ producerId, share: shares[i]! }))
    .filter(({ share }) => share > 0n)
    .map(({ producerId, share }) => ({
      kind: 'released' as const,
      orderId,
      producerId,
      amount: centsText(share),
      currency,
      occurredOn: now.toISOString().slice(0, 10),
    }))
  await tx.insert(escrowEntries).values(rows)
  return held
}

export type ReleaseSweep = { claimWindowDays: number; now: Date }

/** Orders released in one sweep at most; the next hour takes the rest. */
const RELEASED_AT_ONCE = 200

/**
 * The hourly release (docs/decisions/043-escrow-ledger.md): each order that holds money, has no
 * claim open, and was completed by its buyer or delivered more than the claim window ago, has
 * what it holds released, one order a transaction, skipping orders another instance holds.
 * Returns how many were released.
 */
export async function sweepReleases(db: Db, { claimWindowDays, now }: ReleaseSweep): Promise<number> {
  const closedBefore = new Date(now.getTime() - claimWindowDays * 86_400_000)
  let released = 0
  while (released < RELEASED_AT_ONCE) {
    const next = await inTransaction(db, async (tx) => {
      const [order] = await queryRows<{ id: number }>(
        tx,
        sql`select o.id from orders o
          where (o.status = 'completed' or (o.status = 'delivered' and o.delivered_at < ${closedBefore}))
            and not exists (select 1 from claims c where c.order_id = o.id and c.state = 'open')
            and (select coalesce(sum(case when e.kind = 'received' then e.amount else -e.amount end), 0)
              from escrow_entries e where e.order_id = o.id) > 0
          order by o.id limit 1 for update of o skip locked`,
      )
      if (!order) return false
      await releaseHeld(tx, order.id, now)
      return true
    })
    if (!next) break
    released += 1
  }
  return released
}
