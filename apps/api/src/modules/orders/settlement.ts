import type { Rate } from '@caravanserai/contracts/currency-rules'
import { settleAmounts } from '@caravanserai/contracts/settlement-rules'
import { eq, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { orders } from '../../db/schema/orders.ts'

// Settlement in the currency of a bank account (docs/decisions/046-settlement-currency.md). An order
// settled in dollars keeps no second set of amounts: its dollar amounts are its settlement amounts.

/** Order `o`'s goods in its settlement currency. */
export const SETTLED_GOODS = sql`coalesce(o.settlement_total_price, o.total_price)`

/** Order `o`'s quoted shipping in its settlement currency; null until quoted. */
export const SETTLED_SHIPPING = sql`coalesce(o.settlement_shipping_price, o.shipping_price)`

/** Order `o`'s goods and shipping (0 until quoted) in its settlement currency: what is due in all. */
export const SETTLED_TOTAL = sql`(${SETTLED_GOODS} + coalesce(${SETTLED_SHIPPING}, 0))`

/**
 * Fixes order `orderId`'s settlement at `rate` (null: dollars), in `tx`, once its quoted shipping
 * is written: each line and the shipping converted once, the goods the sum of the lines.
 */
export async function fixSettlement(tx: Db, orderId: number, rate: Rate | null): Promise<void> {
  if (!rate) {
    await tx.execute(sql`update orders set settlement_currency = 'USD', settlement_rate = 1,
      settlement_rate_on = null, settlement_total_price = null, settlement_shipping_price = null
      where id = ${orderId}`)
    return
  }
  const lines = await queryRows<{ total: string }>(
    tx,
    sql`select (unit_price * quantity)::text as total from order_items where order_id = ${orderId} order by id`,
  )
  const [order] = await tx
    .select({ shipping: sql<string>`coalesce(${orders.shippingPrice}, 0)::text` })
    .from(orders)
    .where(eq(orders.id, orderId))
  const settled = settleAmounts(
    lines.map((l) => l.total),
    order!.shipping,
    rate,
  )
  await tx.execute(sql`update orders set settlement_currency = ${rate.currency},
    settlement_rate = ${rate.units_per_usd}::numeric, settlement_rate_on = ${rate.effective_on}::date,
    settlement_total_price = ${settled.goods}::numeric, settlement_shipping_price = ${settled.shipping}::numeric
    where id = ${orderId}`)
}
