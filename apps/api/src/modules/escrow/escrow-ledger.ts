import type { Currency } from '@caravanserai/contracts/currency-rules'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { escrowEntries } from '../../db/schema/escrow.ts'
import { parseCents } from './cents.ts'

/**
 * What order `orderId` holds now, in cents of its settlement currency: received − released − refunded
 * (docs/decisions/043-escrow-ledger.md). Read in the transaction that locked the order.
 */
export async function heldCents(tx: Db, orderId: number): Promise<bigint> {
  const [row] = await tx
    .select({
      held: sql<string>`coalesce(sum(case when ${escrowEntries.kind} = 'received' then ${escrowEntries.amount} else -${escrowEntries.amount} end), 0)::text`,
    })
    .from(escrowEntries)
    .where(eq(escrowEntries.orderId, orderId))
  return parseCents(row!.held)
}

/** What supplier `producerId` is owed now in `currency`, in cents: released − paid out. */
export async function owedCents(tx: Db, producerId: number, currency: Currency): Promise<bigint> {
  const [row] = await tx
    .select({
      owed: sql<string>`coalesce(sum(case when ${escrowEntries.kind} = 'released' then ${escrowEntries.amount} else -${escrowEntries.amount} end), 0)::text`,
    })
    .from(escrowEntries)
    .where(and(eq(escrowEntries.producerId, producerId), eq(escrowEntries.currency, currency)))
  return parseCents(row!.owed)
}

/** Money an operator recorded as received for an order: held from now on. */
export async function holdReceived(
  tx: Db,
  entry: { orderId: number; paymentId: number; amount: `${number}`; receivedOn: string; currency: Currency },
): Promise<void> {
  await tx.insert(escrowEntries).values({
    kind: 'received',
    orderId: entry.orderId,
    paymentId: entry.paymentId,
    amount: entry.amount,
    currency: entry.currency,
    occurredOn: entry.receivedOn,
  })
}
