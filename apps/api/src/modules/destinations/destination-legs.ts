import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import type { OpsLeg, PutLegsBody } from '@caravanserai/contracts/ops-destinations'
import { eq, type SQL, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { destinationLegs, destinationLegTranslations, destinations } from '../../db/schema/destinations.ts'
import { type NameTable, namesJson, translated } from '../../db/translations.ts'
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log.ts'
import { refreshDestinationShipments } from '../shipments/shipment-route.ts'

// A destination's route: its legs in order, each with typical whole days; their sum is the
// door-to-door figure buyers see and a quote records (docs/product.md#destinations).

const LEG_NAMES: NameTable = { table: 'destination_leg_translations', fk: 'leg_id', column: 'name' }

/** The typical days door to door of destination `id`: its legs' days summed, null without legs. */
export const leadDaysSql = (id: SQL): SQL =>
  sql`(select sum(l.days)::int from destination_legs l where l.destination_id = ${id})`

/** The legs of destination `id` named in `locale` (English when missing), as a JSON array. */
export const legsJson = (id: SQL, locale: Locale): SQL =>
  sql`(select coalesce(json_agg(json_build_object(
      'name', coalesce(${translated(LEG_NAMES.table, LEG_NAMES.fk, sql`l.id`, 'name', locale)}, ''),
      'days', l.days) order by l.position, l.id), '[]')
    from destination_legs l where l.destination_id = ${id})`

/** The legs of destination `id` with their names in every language, as the console edits them. */
export const opsLegsJson = (id: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('names', ${namesJson(LEG_NAMES, sql`l.id`)},
      'days', l.days, 'ends_with', l.ends_with) order by l.position, l.id), '[]')
    from destination_legs l where l.destination_id = ${id})`

/** The typical days of order `orderId`'s destination now: what a quote records. */
export async function orderLeadDays(db: Db, orderId: number): Promise<number | null> {
  const [row] = await queryRows<{ days: number | null }>(
    db,
    sql`select ${leadDaysSql(sql`o.destination_id`)} as days from orders o where o.id = ${orderId}`,
  )
  return row?.days ?? null
}

async function auditedLegs(tx: Db, id: number): Promise<OpsLeg[]> {
  const [row] = await queryRows<{ legs: OpsLeg[] }>(tx, sql`select ${opsLegsJson(sql`${id}::int`)} as legs`)
  return row!.legs
}

/**
 * Makes destination `id`'s route exactly `legs`, in their order, recorded in the audit trail as
 * a change of the destination. Orders already quoted keep the days they recorded; shipments under
 * way there are estimated on the new route (docs/decisions/060-shipment-milestones.md). False
 * when there is no such destination.
 */
export function replaceLegs(db: Db, id: number, { legs }: PutLegsBody, staff: AuditActor): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    // Two operators saving the same route at once: the second waits and writes over the first.
    const locked = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(eq(destinations.id, id))
      .for('no key update')
    if (locked.length === 0) return false
    const before = await auditedLegs(tx, id)
    await tx.delete(destinationLegs).where(eq(destinationLegs.destinationId, id))
    for (const [position, leg] of legs.entries()) {
      const [row] = await queryRows<Row<typeof destinationLegs, 'id'>>(
        tx,
        sql`insert into destination_legs (destination_id, position, days, ends_with)
          values (${id}, ${position}, ${leg.days}, ${leg.ends_with}) returning id`,
      )
      for (const locale of LOCALES) {
        const name = leg.names[locale]
        if (name) await tx.insert(destinationLegTranslations).values({ legId: row!.id, locale, name })
      }
    }
    const after = await auditedLegs(tx, id)
    await refreshDestinationShipments(tx, id)
    const [label] = await queryRows<{ name: string }>(
      tx,
      sql`select coalesce(${translated('destination_translations', 'destination_id', sql`${id}::int`, 'name', 'en')}, '') as name`,
    )
    await recordAudit(tx, staff, {
      action: 'destination.update',
      object: { type: 'destination', id, label: label!.name },
      changes: changedFields({ legs: before }, { legs: after }),
    })
    return true
  })
}
