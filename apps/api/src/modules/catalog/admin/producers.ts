import type { CreateProducerBody, OpsProducer, UpdateProducerBody } from '@caravanserai/contracts/ops-catalog'
import { sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../../db/client.ts'
import { containsPattern } from '../../../db/like-pattern.ts'
import { AppError } from '../../../errors.ts'
import { reindexProducts } from '../product-cards.ts'

const producerJson = sql`json_build_object('id', pr.id, 'name', pr.name, 'is_verified', pr.is_verified,
  'product_count', (select count(*)::int from products p where p.producer_id = pr.id and p.deleted_at is null))`

/** Producers by name; `search` finds part of a name. */
export async function listProducers(db: Db, filters: { search?: string; page: number; pageSize: number }) {
  const where = filters.search ? sql`pr.name ilike ${containsPattern(filters.search)}` : sql`true`
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from producers pr where ${where}`,
  )
  const rows = await queryRows<{ row: OpsProducer }>(
    db,
    sql`select ${producerJson} as row from producers pr where ${where}
      order by lower(pr.name), pr.id
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
  )
  return { count: counted?.count ?? 0, results: rows.map((r) => r.row) }
}

export async function getProducer(db: Db, id: number): Promise<OpsProducer | null> {
  const [row] = await queryRows<{ row: OpsProducer }>(
    db,
    sql`select ${producerJson} as row from producers pr where pr.id = ${id}`,
  )
  return row?.row ?? null
}

const nameTaken = () => new AppError('ops.producerNameTaken', 400, {}, 'name')

export async function createProducer(db: Db, body: CreateProducerBody): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into producers (name, is_verified) values (${body.name}, ${body.is_verified})
      on conflict (lower(name)) do nothing returning id`,
  )
  if (!row) throw nameTaken()
  return row.id
}

/**
 * A new name or verified mark; the producer's products get new cards and search documents
 * (docs/decisions/003). False when there is no such producer.
 */
export function updateProducer(db: Db, id: number, body: UpdateProducerBody): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [current] = await queryRows<{ id: number }>(
      tx,
      sql`select id from producers where id = ${id} for no key update`,
    )
    if (!current) return false
    if (body.name !== undefined) {
      const [taken] = await queryRows<{ id: number }>(
        tx,
        sql`select id from producers where lower(name) = lower(${body.name}) and id <> ${id}`,
      )
      if (taken) throw nameTaken()
    }
    await tx.execute(sql`update producers set
        name = coalesce(${body.name ?? null}, name),
        is_verified = coalesce(${body.is_verified ?? null}::boolean, is_verified),
        updated_at = now()
      where id = ${id}`)
    const products = await queryRows<{ id: number }>(
      tx,
      sql`select id from products where producer_id = ${id} and deleted_at is null order by id for no key update`,
    )
    await reindexProducts(
      tx,
      products.map((p) => p.id),
    )
    return true
  })
}
