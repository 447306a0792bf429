import { REQUIRED_VERIFICATION_KINDS } from '@caravanserai/contracts/suppliers'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { reindexProducerProducts } from '../catalog/producers.ts'

// The verified mark follows the checks (docs/decisions/037): a supplier is verified while each
// required check is recorded and its last day is today or later (UTC). The mark is stored on the
// producer, where product cards, the catalogue's filter and the supplier page read it; this is
// the only code that writes it.

const REQUIRED = sql.join(
  REQUIRED_VERIFICATION_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)

/** Today's UTC date, as the checks' days are compared. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/** Whether producer `pr` is verified on `day` (YYYY-MM-DD) by its checks. */
export function verifiedBy(day: string): SQL {
  return sql`((select count(distinct v.kind) from producer_verifications v
    where v.producer_id = pr.id and v.kind in (${REQUIRED}) and v.expires_on >= ${day}::date)
    = ${REQUIRED_VERIFICATION_KINDS.length})`
}

/**
 * Brings the stored mark of the producer `id` (every producer when null) to what its checks say
 * on `now`'s UTC day; returns the producers whose mark changed, whose cards must then be rebuilt.
 */
export async function deriveMarks(tx: Db, now: Date, id: number | null): Promise<number[]> {
  const which = id === null ? sql`` : sql`and pr.id = ${id}`
  const changed = await queryRows<{ id: number }>(
    tx,
    sql`update producers pr set is_verified = ${verifiedBy(utcDay(now))}, updated_at = ${now}
      where pr.is_verified is distinct from ${verifiedBy(utcDay(now))} ${which} returning pr.id`,
  )
  return changed.map((row) => row.id)
}

/**
 * The hourly refresh: a check's last day passing (or a new one starting to count) takes the
 * mark off (or puts it on) without anyone saving the supplier, and the products' cards follow.
 * Idempotent, so every instance may run it; returns how many suppliers changed.
 */
export function refreshVerifiedMarks(db: Db, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    const changed = await deriveMarks(tx, now, null)
    for (const id of changed) await reindexProducerProducts(tx, id)
    return changed.length
  })
}
