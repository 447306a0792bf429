import { LOCALES } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { productJson } from './product-json.ts'
import { rebuildSearchDocuments } from './search-index.ts'

/**
 * Rewrites the stored list cards of the products with ids from `fromId` to `toId` (one product:
 * both the same), in every locale. Set-based, so the synthetic seed rebuilds thousands at once.
 */
export async function rebuildProductCards(db: Db, fromId: number, toId = fromId): Promise<void> {
  await rebuildCards(db, sql`p.id between ${fromId} and ${toId}`)
}

async function rebuildCards(db: Db, where: SQL): Promise<void> {
  for (const locale of LOCALES) {
    await db.execute(sql`insert into product_cards (product_id, locale, card)
      select p.id, ${locale}::locale, ${productJson(locale, null, { reviews: false, wishlist: false })}::text
      from products p where ${where}
      on conflict (product_id, locale) do update set card = excluded.card, updated_at = now()`)
  }
}

/**
 * A migration that changes what a card holds empties product_cards; the start builds them all
 * again, in the migration's lock, before any instance serves a listing. Returns whether it did.
 */
export async function buildCardsWhenMissing(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ missing: boolean }>(
    db,
    sql`select (not exists (select 1 from product_cards) and exists (select 1 from products)) as missing`,
  )
  if (!row?.missing) return false
  await rebuildCards(db, sql`true`)
  return true
}

/** After any change to a product (or its variations, images, reviews): its card and search documents. */
export async function reindexProduct(db: Db, productId: number): Promise<void> {
  await rebuildProductCards(db, productId)
  await rebuildSearchDocuments(db, productId)
}

const REINDEX_BATCH = 500

/**
 * reindexProduct for many products at once (a renamed category, type, attribute or producer),
 * set-based, a batch of ids per statement.
 */
export async function reindexProducts(db: Db, productIds: number[]): Promise<void> {
  for (let start = 0; start < productIds.length; start += REINDEX_BATCH) {
    const batch = productIds.slice(start, start + REINDEX_BATCH)
    await rebuildCards(
      db,
      sql`p.id in (${sql.join(
        batch.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    await rebuildSearchDocuments(db, batch)
  }
}
