import type { VariationBodySchema } from '@caravanserai/contracts/ops-catalog'
import { inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { type Db, queryRows } from '../../db/client.ts'
import { databaseError } from '../../db/database-error.ts'
import { productVariations } from '../../db/schema/products.ts'
import { AppError } from '../../errors.ts'

// A variation's SKU (docs/product.md#catalogue-import-and-export): unique among live variations
// whatever the case, enforced by product_variations_sku_lower_unique.

type VariationBody = z.infer<typeof VariationBodySchema>

const SKU_INDEX = 'product_variations_sku_lower_unique'

/**
 * Refuses (400, on the variation's field) a SKU another variation keeps: one of another product,
 * or one of this product that stays with its SKU. The body's own repeats are the contract's.
 */
export async function checkSkus(db: Db, productId: number | null, variations: VariationBody[]) {
  const given = variations.flatMap((v, position) =>
    v.sku === undefined ? [] : [{ position, key: v.sku.toLowerCase(), id: v.id, sku: v.sku }],
  )
  if (given.length === 0) return
  const holders = await queryRows<{ id: number; product_id: number; key: string }>(
    db,
    sql`select id, product_id, lower(sku) as key from product_variations
      where lower(sku) in (${sql.join(
        given.map((g) => sql`${g.key}`),
        sql`, `,
      )})`,
  )
  for (const holder of holders) {
    if (holder.product_id === productId) {
      const listed = variations.find((v) => v.id === holder.id)
      // Removed by this write, or given another SKU in it: its SKU is free.
      if (!listed || listed.sku !== undefined) continue
    }
    const taker = given.find((g) => g.key === holder.key && g.id !== holder.id)
    if (taker)
      throw new AppError('catalog.skuTaken', 400, { sku: taker.sku }, `variations.${taker.position}.sku`)
  }
}

/** Kept variations whose SKU changes let go of it first, so two may swap theirs. */
export async function freeChangedSkus(
  db: Db,
  existing: { id: number; sku: string | null }[],
  variations: VariationBody[],
) {
  const saved = new Map(existing.map((v) => [v.id, v.sku]))
  const changing = variations.flatMap((v) =>
    v.id !== undefined && v.sku !== undefined && v.sku !== saved.get(v.id) ? [v.id] : [],
  )
  if (changing.length > 0)
    await db.update(productVariations).set({ sku: null }).where(inArray(productVariations.id, changing))
}

/** A new variation saved without a SKU gets `P<product id>-V<variation id>`. */
export async function giveDefaultSku(db: Db, variationId: number) {
  await claimingSku(undefined, () =>
    db.execute(sql`update product_variations set sku = 'P' || product_id || '-V' || id
      where id = ${variationId} and sku is null`),
  )
}

/**
 * Runs a write that sets a SKU (or several: `sku` undefined); another write that took the same
 * SKU since it was checked makes it a 400 naming the SKU instead of a server error.
 */
export async function claimingSku<T>(sku: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const found = databaseError(error)
    if (found?.constraint !== SKU_INDEX) throw error
    // PostgreSQL names the key in its detail: `Key (lower(sku::text))=(abc-1) already exists.`
    const taken = sku ?? /\)=\((.*)\) already exists/.exec(found.detail ?? '')?.[1] ?? ''
    throw new AppError('catalog.skuTaken', 400, { sku: taken })
  }
}
