import { LOCALES } from '@caravanserai/contracts/languages'
import type { VariationBodySchema } from '@caravanserai/contracts/ops-catalog'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import {
  productVariations,
  productVariationTranslations,
  variationAttributeValues,
  variationPriceTiers,
} from '../../db/schema/products.ts'
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
    tx
      .insert(productVariations)
      .values(
        rows.map(({ productId, position, v }) => ({
          productId,
          position,
          name: v.name.en,
          sku: v.sku ?? null,
          price: v.price.toFixed(2),
          stock: v.stock,
          minimumOrderQuantity: v.minimum_order_quantity,
          netWeightKg: kilograms(v.net_weight_kg),
          grossWeightKg: kilograms(v.gross_weight_kg),
        })),
      )
      .returning({ id: productVariations.id }),
  )
  // A variation sent without a SKU gets the one the catalogue service gives (an import always sends
  // one); raw, as the service's giveDefaultSku is: the builder would stamp updated_at.
  const ids = inserted.map((r) => r.id)
  await tx.execute(sql`update product_variations set sku = 'P' || product_id || '-V' || id
    where id = any(${idArray(ids)}) and sku is null`)
  return ids
}

/** A variation's tiers after the first, its names and its attribute values, for variations with none yet. */
export async function insertVariationDetails(tx: Db, rows: WrittenVariation[]) {
  const tiers = rows.flatMap(({ id, v }) =>
    v.price_tiers
      .slice(1)
      .map((t) => ({ productVariationId: id, minQuantity: t.min_quantity, price: t.price.toFixed(2) })),
  )
  if (tiers.length > 0) await tx.insert(variationPriceTiers).values(tiers)
  const names = rows.flatMap(({ id, v }) =>
    LOCALES.flatMap((locale) => {
      const name = v.name[locale]
      return name ? [{ productVariationId: id, locale, name }] : []
    }),
  )
  if (names.length > 0) await tx.insert(productVariationTranslations).values(names)
  const chosen = rows.flatMap(({ id, productId, v }) =>
    [...new Set(v.attribute_values)].map((attributeValueId) => ({
      productVariationId: id,
      productId,
      attributeValueId,
    })),
  )
  if (chosen.length > 0) await tx.insert(variationAttributeValues).values(chosen)
}
