import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import type { OpsDestination, UpdateDestinationBody } from '@caravanserai/contracts/ops-destinations'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { destinations, destinationTranslations } from '../../db/schema/destinations.ts'
import { orders } from '../../db/schema/orders.ts'
import { type NameTable, namesJson, translated, writeNames } from '../../db/translations.ts'
import { AppError } from '../../errors.ts'
import {
  type AuditActor,
  changedFields,
  createdFields,
  recordAudit,
  removedFields,
} from '../audit/audit-log.ts'
import { leadDaysSql, opsLegsJson } from './destination-legs.ts'

const NAMES: NameTable = { table: 'destination_translations', fk: 'destination_id', column: 'name' }

/** A destination as the audit trail compares it (docs/product.md#audit-trail). */
async function auditedDestination(tx: Db, id: number) {
  const [row] = await queryRows<{ names: Record<string, string>; position: number; is_active: boolean }>(
    tx,
    sql`select ${namesJson(NAMES, sql`d.id`)} as names, d.position, d.is_active from destinations d where d.id = ${id}`,
  )
  return row!
}

/** Every destination, hidden ones too, in checkout order. */
export async function listOpsDestinations(db: Db, locale: Locale, id?: number) {
  const rows = await queryRows<{ row: OpsDestination }>(
    db,
    sql`select json_build_object('id', d.id,
        'name', coalesce(${translated(NAMES.table, NAMES.fk, sql`d.id`, 'name', locale)}, ''),
        'names', ${namesJson(NAMES, sql`d.id`)},
        'position', d.position, 'is_active', d.is_active,
        'order_count', (select count(*)::int from orders o where o.destination_id = d.id),
        'legs', ${opsLegsJson(sql`d.id`)}, 'lead_days', ${leadDaysSql(sql`d.id`)}) as row
      from destinations d ${id === undefined ? sql`` : sql`where d.id = ${id}`}
      order by d.position, d.id`,
  )
  return rows.map((r) => r.row)
}

/**
 * New names, shown or hidden at checkout, a new place in the list (the others close up around
 * it). Orders keep pointing at it whatever changes. False when there is no such destination.
 */
export function updateDestination(
  db: Db,
  id: number,
  body: UpdateDestinationBody,
  staff: AuditActor,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    // One reorder at a time: every destination's position may change. Rows are locked in id
    // order, which no write changes: in position order, two operators who read the list before
    // and after a third one's move would lock in opposite orders and deadlock.
    const all = (
      await tx
        .select({ id: destinations.id, position: destinations.position })
        .from(destinations)
        .orderBy(asc(destinations.id))
        .for('no key update')
    ).sort((a, b) => a.position - b.position || a.id - b.id)
    if (!all.some((d) => d.id === id)) return false
    const before = await auditedDestination(tx, id)
    if (body.names) await writeNames(tx, NAMES, id, body.names)
    if (body.is_active !== undefined)
      await tx
        .update(destinations)
        .set({ isActive: body.is_active, updatedAt: sql`now()` })
        .where(eq(destinations.id, id))
    if (body.position !== undefined) {
      const order = all.map((d) => d.id).filter((d) => d !== id)
      order.splice(Math.min(body.position, order.length), 0, id)
      for (const [position, destination] of order.entries())
        await tx
          .update(destinations)
          .set({ position, updatedAt: sql`now()` })
          .where(and(eq(destinations.id, destination), ne(destinations.position, position)))
    }
    const after = await auditedDestination(tx, id)
    await recordAudit(tx, staff, {
      action: 'destination.update',
      object: { type: 'destination', id, label: after.names.en ?? '' },
      changes: changedFields(before, after),
    })
    return true
  })
}

/**
 * Deletes a destination no order names; one with orders is refused with 409 (hide it instead):
 * orders keep showing where they go (docs/decisions/013). False when there is no such destination.
 */
export function deleteDestination(db: Db, id: number, staff: AuditActor): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    // FOR UPDATE waits for checkouts naming it, then blocks new ones until this one is decided.
    const locked = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(eq(destinations.id, id))
      .for('update')
    if (locked.length === 0) return false
    const count = await tx.$count(orders, eq(orders.destinationId, id))
    if (count > 0) throw new AppError('ops.destinationInUse', 409, { count })
    const before = await auditedDestination(tx, id)
    await tx.delete(destinations).where(eq(destinations.id, id))
    await recordAudit(tx, staff, {
      action: 'destination.delete',
      object: { type: 'destination', id, label: before.names.en ?? '' },
      changes: removedFields({ names: before.names }),
    })
    return true
  })
}

/** A new destination, last in the list and offered at checkout, named in English and maybe more. */
export async function createDestination(
  db: Db,
  names: Partial<Record<Locale, string>> & { en: string },
  staff: AuditActor,
) {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<Row<typeof destinations, 'id'>>(
      tx,
      sql`insert into destinations (position) select coalesce(max(position), -1) + 1 from destinations returning id`,
    )
    for (const locale of LOCALES) {
      const name = names[locale]
      if (name) await tx.insert(destinationTranslations).values({ destinationId: row!.id, locale, name })
    }
    await recordAudit(tx, staff, {
      action: 'destination.create',
      object: { type: 'destination', id: row!.id, label: names.en },
      changes: createdFields({ names }),
    })
    return row!.id
  })
}
