import { sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database, Db } from '../../db/client.ts'

/**
 * The channel on which every committed change to the public catalogue is announced
 * (docs/decisions/004): an empty payload for any change, `stock:<ids>` for a change of those
 * products' stock alone (docs/decisions/050-caches-that-survive-orders.md).
 */
export const CATALOG_CHANNEL = 'catalog_changed'
const STOCK_PAYLOAD = 'stock:'
/** The transaction-local setting under which the catalogue's triggers stay silent (migration 0032). */
const CHANGE_SETTING = 'caravanserai.catalog_change'
/** NOTIFY takes a payload under 8000 bytes; a stock change of more products clears everything. */
const MAX_PAYLOAD_BYTES = 7_900

/** What a notification says changed: the stock of some products, or anything at all. */
export type CatalogChange = { stockOf: readonly number[] } | 'anything'

/** Reads a notification's payload; null (notifications may have been missed) is anything. */
export function catalogChangeOf(payload: string | null): CatalogChange {
  if (!payload?.startsWith(STOCK_PAYLOAD)) return 'anything'
  const ids = payload.slice(STOCK_PAYLOAD.length).split(',').map(Number)
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? { stockOf: ids } : 'anything'
}

/** The tag of a cached page or listing that shows product `id`'s card or detail. */
export const productTag = (id: number): string => `product:${id}`
/** The tag of a cached listing ordered by popularity, which every order may reorder. */
export const POPULARITY_TAG = 'order:popularity'

/**
 * What a stock change lets go: the pages and listings that show its products, and every listing
 * ordered by popularity (an order counts towards it, and may move a product onto another page).
 */
export function stockChangeTags(productIds: readonly number[]): string[] {
  return [...productIds.map(productTag), POPULARITY_TAG]
}

/**
 * Announces, at the commit of `tx`, a change of anything visitors see that the catalogue's
 * triggers do not: a new exchange rate changes every converted price on every page
 * (docs/decisions/053-light-load.md).
 */
export async function announceAnyChange(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`)
}

/**
 * Runs `write` in the transaction `tx`, a change whose only difference to what visitors see is
 * the stock and popularity of `productIds` (checkout taking stock, a cancellation giving it
 * back), with their cards rebuilt: the catalogue's triggers stay silent and the commit announces
 * these products alone. Too many products to name, or no transaction, and the triggers announce
 * a change of anything, as before.
 */
export async function changingStock<T>(
  tx: Db,
  productIds: readonly number[],
  write: () => Promise<T>,
): Promise<T> {
  const payload = `${STOCK_PAYLOAD}${productIds.join(',')}`
  if (productIds.length === 0 || payload.length > MAX_PAYLOAD_BYTES) return write()
  await tx.execute(sql`select set_config(${CHANGE_SETTING}, 'stock', true)`)
  const written = await write()
  await tx.execute(
    sql`select set_config(${CHANGE_SETTING}, '', true), pg_notify(${CATALOG_CHANNEL}, ${payload})`,
  )
  return written
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * An `onSend` hook: a signed-in person's successful write is answered only once this process's
 * caches have heard every catalogue change committed before it, so they read back what they
 * wrote from the instance that answered them (docs/decisions/054-a-write-reads-back.md).
 */
export function settlingCatalogWrites(database: Pick<Database, 'settle'>) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!READS.has(request.method) && reply.statusCode < 400 && request.user)
      await database.settle(CATALOG_CHANNEL)
    return payload
  }
}
