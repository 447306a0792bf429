import {
  type AlertDelivery,
  DEFAULT_ALERT_DELIVERY,
  STAFF_ALERT_KINDS,
  type StaffAlertKind,
} from '@caravanserai/contracts/ops-alerts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { staffAlertSettings, staffDigestItems } from '../../db/schema/alerts.ts'

export type AlertChoices = Record<StaffAlertKind, AlertDelivery>

/** How the staff member `userId` hears of each kind: what they chose, else the default. */
export async function readAlertChoices(db: Db, userId: number): Promise<AlertChoices> {
  const rows = await db
    .select({ kind: staffAlertSettings.kind, delivery: staffAlertSettings.delivery })
    .from(staffAlertSettings)
    .where(eq(staffAlertSettings.userId, userId))
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery]))
  return Object.fromEntries(
    STAFF_ALERT_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_ALERT_DELIVERY]),
  ) as AlertChoices
}

/**
 * Keeps the staff member's choice for every kind. What waits for their digest of a kind they no
 * longer take in the digest goes: they asked not to hear of it that way.
 */
export async function saveAlertChoices(db: Db, userId: number, choices: AlertChoices): Promise<void> {
  const rows = STAFF_ALERT_KINDS.map((kind) => ({ userId, kind, delivery: choices[kind] }))
  const undigested = STAFF_ALERT_KINDS.filter((kind) => choices[kind] !== 'digest')
  await inTransaction(db, async (tx) => {
    await tx
      .insert(staffAlertSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: [staffAlertSettings.userId, staffAlertSettings.kind],
        set: { delivery: sql`excluded.delivery`, updatedAt: sql`now()` },
      })
    if (undigested.length > 0)
      await tx
        .delete(staffDigestItems)
        .where(and(eq(staffDigestItems.userId, userId), inArray(staffDigestItems.kind, undigested)))
  })
}
