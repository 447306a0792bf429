import { LOCALES } from '@caravanserai/contracts/languages'
import type { UpdateProductBody } from '@caravanserai/contracts/ops-catalog'
import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import {
  productVariationTranslations,
  variationAttributeValues,
  variationPriceTiers,
} from '../../db/schema/products.ts'
import {
  BATCH,
  insertVariationDetails,
  insertVariations,
  kilograms,
  producerIds,
  productPrices,
  valuesList,
  type WrittenVariation,
} from './catalog-import-rows.ts'

// An import's changes to saved products, a batch at a time (docs/product.md#catalogue-import-and-export):
// the rows the catalogue service's update writes, one statement per table for many products.
// The import holds the products' locks and read them in its transaction: their taxonomy, SKUs
// and stock were checked against those rows, and each body lists every saved variation with
// its id (an import adds variations and never removes one) and names every field it writes.

export type ImportedUpdate = { productId: number; body: UpdateProductBody }

async function updateProductRows(tx: Db, items: ImportedUpdate[], producers: Map<string, number>) {
  // Raw: one update from a list of values for the whole batch, each row its own.
  await tx.execute(sql`update products p set category_id = x.category_id,
      product_type_id = x.product_type_id, producer_id = x.producer_id, is_active = x.is_active,
      price = x.price, lowest_price = x.lowest_price, hs_code = x.hs_code,
      origin_country = x.origin_country, updated_at = now()
    from (values ${valuesList(
      items.map(({ productId, body }) => {
        const { price, lowest } = productPrices(body.variations!)
        const producer = body.producer ? producers.get(body.producer.toLowerCase())! : null
        return sql`(${productId}::int, ${body.category!}::int, ${body.product_type!}::int,
          ${producer}::int, ${body.is_active!}::boolean, ${price}::numeric, ${lowest}::numeric,
          ${body.hs_code ?? null}::text, ${body.origin_country!}::text)`
      }),
    )}) as x(id, category_id, product_type_id, producer_id, is_active, price, lowest_price, hs_code,
      origin_country)
    where p.id = x.id`)
}

/** Every language's name and description as the file has them; a language it leaves empty is removed. */
async function writeTexts(tx: Db, items: ImportedUpdate[]) {
  const texts = items.flatMap(({ productId, body }) =>
    LOCALES.flatMap((l) => {
      const text = body.translations?.[l]
      return text?.name === undefined
        ? []
        : [sql`(${productId}, ${l}::locale, ${text.name}, ${text.description ?? ''})`]
    }),
  )
  const dropped = items.flatMap(({ productId, body }) =>
    LOCALES.flatMap((l) =>
      l !== 'en' && body.translations?.[l] === null ? [sql`(${productId}, ${l}::locale)`] : [],
    ),
  )
  // Raw: the delete matches (product, locale) pairs, and the upsert leaves updated_at alone.
  if (dropped.length > 0)
    await tx.execute(
      sql`delete from product_translations where (product_id, locale) in (${valuesList(dropped)})`,
    )
  if (texts.length > 0)
    await tx.execute(sql`insert into product_translations (product_id, locale, name, description)
      values ${valuesList(texts)}
      on conflict (product_id, locale) do update set name = excluded.name, description = excluded.description`)
}

/** The kept variations' own columns; their tiers, names and attribute values are written anew. */
async function updateVariationRows(tx: Db, kept: (WrittenVariation & { position: number })[]) {
  // Raw: one update from a list of values for the whole batch, as the products' is.
  await tx.execute(sql`update product_variations pv set position = x.position, name = x.name,
      price = x.price, stock = x.stock, minimum_order_quantity = x.minimum_order_quantity,
      net_weight_kg = x.net_weight_kg, gross_weight_kg = x.gross_weight_kg
    from (values ${valuesList(
      kept.map(
        ({ id, position, v }) =>
          sql`(${id}::int, ${position}::int, ${v.name.en}::text, ${v.price.toFixed(2)}::numeric,
            ${v.stock}::int, ${v.minimum_order_quantity}::int, ${kilograms(v.net_weight_kg)}::numeric,
            ${kilograms(v.gross_weight_kg)}::numeric)`,
      ),
    )}) as x(id, position, name, price, stock, minimum_order_quantity, net_weight_kg, gross_weight_kg)
    where pv.id = x.id`)
  const ids = idArray(kept.map((k) => k.id))
  const ofKept = (column: PgColumn): SQL => sql`${column} = any(${ids})`
  await tx.delete(variationPriceTiers).where(ofKept(variationPriceTiers.productVariationId))
  await tx.delete(productVariationTranslations).where(ofKept(productVariationTranslations.productVariationId))
  await tx.delete(variationAttributeValues).where(ofKept(variationAttributeValues.productVariationId))
}

async function updateBatch(tx: Db, items: ImportedUpdate[], producers: Map<string, number>) {
  await updateProductRows(tx, items, producers)
  await writeTexts(tx, items)
  const all = items.flatMap(({ productId, body }) =>
    body.variations!.map((v, position) => ({ productId, position, v })),
  )
  const kept = all.flatMap((k) => (k.v.id === undefined ? [] : [{ ...k, id: k.v.id }]))
  const added = all.filter((a) => a.v.id === undefined)
  if (kept.length > 0) await updateVariationRows(tx, kept)
  const addedIds = await insertVariations(tx, added)
  await insertVariationDetails(tx, [...kept, ...added.map((a, i) => ({ ...a, id: addedIds[i]! }))])
}

/** Writes every item's body over its saved product, telling `wrote` each batch's size. */
export async function updateImportedProducts(
  tx: Db,
  items: ImportedUpdate[],
  wrote: (count: number) => void,
) {
  const producers = await producerIds(
    tx,
    items.map((i) => i.body.producer),
  )
  for (let at = 0; at < items.length; at += BATCH) {
    const batch = items.slice(at, at + BATCH)
    await updateBatch(tx, batch, producers)
    wrote(batch.length)
  }
}
