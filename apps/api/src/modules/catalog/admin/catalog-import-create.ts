import type { CreateProductBody } from '@caravanserai/contracts/catalog-admin'
import { LOCALES } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../../db/client.ts'
import { producerId } from '../catalog-admin.ts'

// An import's new products written a batch at a time (docs/product.md#catalogue-import-and-export):
// the rows the catalogue service writes for a created product (decisions/030 for the prices),
// one statement per table for many products. Their bodies passed the create body's schema, their
// taxonomy and SKUs were checked against this transaction's rows.

const BATCH = 200

const values = (rows: SQL[]) => sql.join(rows, sql`, `)

async function insertBatch(
  tx: Db,
  bodies: CreateProductBody[],
  producers: Map<string, number>,
): Promise<number[]> {
  const products = await queryRows<{ id: number }>(
    tx,
    sql`insert into products (category_id, product_type_id, producer_id, is_active, price, lowest_price)
      values ${values(
        bodies.map((b) => {
          const first = b.variations[0]!
          const lowest = first.price_tiers.at(-1)?.price ?? first.price
          const producer = b.producer ? producers.get(b.producer.toLowerCase())! : null
          return sql`(${b.category}, ${b.product_type}, ${producer}, ${b.is_active}, ${first.price.toFixed(2)}, ${lowest.toFixed(2)})`
        }),
      )} returning id`,
  )
  const ids = products.map((p) => p.id)
  await tx.execute(
    sql`insert into product_translations (product_id, locale, name, description) values ${values(
      bodies.flatMap((b, i) =>
        LOCALES.flatMap((l) => {
          const text = b.translations[l]
          return text ? [sql`(${ids[i]!}, ${l}::locale, ${text.name}, ${text.description})`] : []
        }),
      ),
    )}`,
  )
  const variations = bodies.flatMap((b, i) =>
    b.variations.map((v, position) => ({ productId: ids[i]!, position, v })),
  )
  const variationIds = (
    await queryRows<{ id: number }>(
      tx,
      sql`insert into product_variations (product_id, position, name, sku, price, stock, minimum_order_quantity)
        values ${values(
          variations.map(
            ({ productId, position, v }) =>
              sql`(${productId}, ${position}, ${v.name.en}, ${v.sku ?? null}, ${v.price.toFixed(2)}, ${v.stock}, ${v.minimum_order_quantity})`,
          ),
        )} returning id`,
    )
  ).map((r) => r.id)
  const rows = variations.map((variation, i) => ({ ...variation, id: variationIds[i]! }))
  const tiers = rows.flatMap(({ id, v }) =>
    v.price_tiers.slice(1).map((t) => sql`(${id}, ${t.min_quantity}, ${t.price.toFixed(2)})`),
  )
  if (tiers.length > 0)
    await tx.execute(
      sql`insert into variation_price_tiers (product_variation_id, min_quantity, price) values ${values(tiers)}`,
    )
  await tx.execute(
    sql`insert into product_variation_translations (product_variation_id, locale, name) values ${values(
      rows.flatMap(({ id, v }) =>
        LOCALES.flatMap((l) => (v.name[l] ? [sql`(${id}, ${l}::locale, ${v.name[l]!})`] : [])),
      ),
    )}`,
  )
  const chosen = rows.flatMap(({ id, productId, v }) =>
    [...new Set(v.attribute_values)].map((value) => sql`(${id}, ${productId}, ${value})`),
  )
  if (chosen.length > 0)
    await tx.execute(sql`insert into variation_attribute_values (product_variation_id, product_id, attribute_value_id)
      values ${values(chosen)}`)
  // A variation sent without a SKU gets the one the catalogue service gives (an import always sends one).
  await tx.execute(sql`update product_variations set sku = 'P' || product_id || '-V' || id
    where product_id >= ${Math.min(...ids)} and product_id <= ${Math.max(...ids)} and sku is null`)
  return ids
}

/** Creates the products of `bodies`, in order; returns their ids. */
export async function createImportedProducts(tx: Db, bodies: CreateProductBody[]): Promise<number[]> {
  const producers = new Map<string, number>()
  for (const name of new Set(bodies.flatMap((b) => (b.producer ? [b.producer] : [])))) {
    if (!producers.has(name.toLowerCase())) producers.set(name.toLowerCase(), (await producerId(tx, name))!)
  }
  const ids: number[] = []
  for (let at = 0; at < bodies.length; at += BATCH)
    ids.push(...(await insertBatch(tx, bodies.slice(at, at + BATCH), producers)))
  return ids
}
