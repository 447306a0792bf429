import type { CreateProducerBody, OpsProducer, UpdateProducerBody } from '@caravanserai/contracts/ops-catalog'
import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import type { Row } from '../../db/row.ts'
import { producers } from '../../db/schema/catalog.ts'
import { products } from '../../db/schema/products.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log.ts'
import { reindexProducts } from './product-cards.ts'

const producerJson = sql`json_build_object('id', pr.id, 'name', pr.name, 'is_verified', pr.is_verified,
  'product_count', (select count(*)::int from products p where p.producer_id = pr.id and p.deleted_at is null))`

/** Producers by name; `search` finds part of a name. */
export async function listProducers(db: Db, filters: { search?: string; page: number; pageSize: number }) {
  const where = filters.search ? sql`pr.name ilike ${containsPattern(filters.search)}` : sql`true`
  const count = await db.$count(
    producers,
    filters.search ? ilike(producers.name, containsPattern(filters.search)) : undefined,
  )
  const rows = await queryRows<{ row: OpsProducer }>(
    db,
    sql`select ${producerJson} as row from producers pr where ${where}
      order by lower(pr.name), pr.id
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
  )
  return { count, results: rows.map((r) => r.row) }
}

export async function getProducer(db: Db, id: number): Promise<OpsProducer | null> {
  const [row] = await queryRows<{ row: OpsProducer }>(
    db,
    sql`select ${producerJson} as row from producers pr where pr.id = ${id}`,
  )
  return row?.row ?? null
}

const nameTaken = () => new AppError('ops.producerNameTaken', 400, {}, 'name')

/** A producer's name is unique whatever its case: another producer's is refused on the field. */
export async function refuseTakenName(tx: Db, id: number, name: string): Promise<void> {
  const [taken] = await tx
    .select({ id: producers.id })
    .from(producers)
    .where(and(eq(sql`lower(${producers.name})`, sql`lower(${name})`), ne(producers.id, id)))
  if (taken) throw nameTaken()
}

/** The producer's products get new cards and search documents, which carry its name and mark. */
export async function reindexProducerProducts(tx: Db, id: number): Promise<void> {
  const named = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.producerId, id), isNull(products.deletedAt)))
    .orderBy(asc(products.id))
    .for('no key update')
  await reindexProducts(
    tx,
    named.map((p) => p.id),
  )
}

export function createProducer(db: Db, body: CreateProducerBody, staff: AuditActor): Promise<number> {
  return inTransaction(db, async (tx) => {
    // Raw: the conflict target is the lower(name) index; the query builder's takes columns only.
    const [row] = await queryRows<Row<typeof producers, 'id'>>(
      tx,
      sql`insert into producers (name) values (${body.name})
        on conflict (lower(name)) do nothing returning id`,
    )
    if (!row) throw nameTaken()
    await recordAudit(tx, staff, {
      action: 'supplier.create',
      object: { type: 'supplier', id: row.id, label: body.name },
      changes: changedFields({}, { name: body.name }),
    })
    return row.id
  })
}

/**
 * A new name; the producer's products get new cards and search documents (docs/decisions/003).
 * The verified mark is not written here: it follows the supplier's checks (docs/decisions/037).
 * False when there is no such producer.
 */
export function updateProducer(
  db: Db,
  id: number,
  body: UpdateProducerBody,
  staff: AuditActor,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ name: producers.name })
      .from(producers)
      .where(eq(producers.id, id))
      .for('no key update')
    if (!current) return false
    if (body.name !== undefined) {
      await refuseTakenName(tx, id, body.name)
    }
    await tx.update(producers).set({ name: body.name, updatedAt: sql`now()` }).where(eq(producers.id, id))
    await reindexProducerProducts(tx, id)
    const after = { name: body.name ?? current.name }
    await recordAudit(tx, staff, {
      action: 'supplier.update',
      object: { type: 'supplier', id, label: after.name },
      changes: changedFields(current, after),
    })
    return true
  })
}
