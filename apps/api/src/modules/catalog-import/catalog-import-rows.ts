import { LOCALES } from '@caravanserai/contracts/languages'
import type { VariationBodySchema } from '@caravanserai/contracts/ops-catalog'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { type Db, queryRows } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import { producerId } from '../catalog/product-writes.ts'
import { claimingSku } from '../catalog/variation-skus.ts'

// The rows an import writes for many products at once (docs/product.md#catalogue-import-and-export),
// the same rows the catalogue service writes for one: a statement per table per batch.

type VariationBody = z.infer<typeof VariationBodySchema>

/** A variation written by the import: its id, its product's and its body. */
export type WrittenVariation = { id: number; productId: number; v: VariationBody }

export const BATCH = 200

export const valuesList = (rows: SQL[]) => sql.join(rows, sql`, `)

/** A weight as the database's numeric text, to the gram; null while unknown. */
export const kilograms = (kg: number | null | undefined) => (kg == null ? null : kg.toFixed(3))

/**
 * A product's price is its first variation's, and its lowest price that variation's last tier's
 * (docs/architecture.md#data, docs/product.md#volume-price-tiers).
 */
export function productPrices(variations: VariationBody[]) {
  const first = variations[0]!
  const lowest = first.price_tiers.at(-1)?.price ?? first.price
  return { price: first.price.toFixed(2), lowest: lowest.toFixed(2) }
}

/** Every producer the bodies name, by lower-cased name, made when new. */
export async function producerIds(tx: Db, names: (string | null | undefined)[]) {
  const ids = new Map<string, number>()
  for (const name of new Set(names.flatMap((n) => (n ? [n] : [])))) {
    if (!ids.has(name.toLowerCase())) ids.set(name.toLowerCase(), (await producerId(tx, name))!)
  }
  return ids
}

/**
 * Inserts variations (`productId`, position and body each) and returns their ids in order; a
 * SKU another write took since the import checked it is a 400 naming it.
 */
export async function insertVariations(
  tx: Db,
  rows: { productId: number; position: number; v: VariationBody }[],
): Promise<number[]> {
  if (rows.length === 0) return []
  const inserted = await claimingSku(undefined, () =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into product_variations (product_id, position, name, sku, price, stock, minimum_order_quantity,
          net_weight_kg, gross_weight_kg)
        values ${valuesList(
          rows.map(
            ({ productId, position, v }) =>
              sql`(${productId}, ${position}, ${v.name.en}, ${v.sku ?? null}, ${v.price.toFixed(2)}, ${v.stock},
                ${v.minimum_order_quantity}, ${kilograms(v.net_weight_kg)}::numeric, ${kilograms(v.gross_weight_kg)}::numeric)`,
          ),
        )} returning id`,
    ),
  )
  // A variation sent without a SKU gets the one the catalogue service gives (an import always sends one).
  const ids = inserted.map((r) => r.id)
  await tx.execute(sql`update product_variations set sku = 'P' || product_id || '-V' || id
    where id = any(${idArray(ids)}) and sku is null`)
  return ids
}

/** A variation's tiers after the first, its names and its attribute values, for variations with none yet. */
export async function insertVariationDetails(tx: Db, rows: WrittenVariation[]) {
  const tiers = rows.flatMap(({ id, v }) =>
    v.price_tiers.slice(1).map((t) => sql`(${id}, ${t.min_quantity}, ${t.price.toFixed(2)})`),
  )
  if (tiers.length > 0)
    await tx.execute(
      sql`insert into variation_price_tiers (product_variation_id, min_quantity, price) values ${valuesList(tiers)}`,
    )
  const names = rows.flatMap(({ id, v }) =>
    LOCALES.flatMap((l) => (v.name[l] ? [sql`(${id}, ${l}::locale, ${v.name[l]!})`] : [])),
  )
  if (names.length > 0)
    await tx.execute(
      sql`insert into product_variation_translations (product_variation_id, locale, name) values ${valuesList(names)}`,
    )
  const chosen = rows.flatMap(({ id, productId, v }) =>
    [...new Set(v.attribute_values)].map((value) => sql`(${id}, ${productId}, ${value})`),
  )
  if (chosen.length > 0)
    await tx.execute(sql`insert into variation_attribute_values (product_variation_id, product_id, attribute_value_id)
      values ${valuesList(chosen)}`)
}
