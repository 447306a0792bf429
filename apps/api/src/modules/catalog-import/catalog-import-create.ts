import { DEFAULT_ORIGIN_COUNTRY } from '@caravanserai/contracts/countries'
import { LOCALES } from '@caravanserai/contracts/languages'
import type { CreateProductBody } from '@caravanserai/contracts/ops-catalog'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import {
  BATCH,
  insertVariationDetails,
  insertVariations,
  producerIds,
  productPrices,
  valuesList,
} from './catalog-import-rows.ts'

// An import's new products written a batch at a time (docs/product.md#catalogue-import-and-export):
// the rows the catalogue service writes for a created product (decisions/030 for the prices),
// one statement per table for many products. Their bodies passed the create body's schema, their
// taxonomy and SKUs were checked against this transaction's rows.

async function insertBatch(
  tx: Db,
  bodies: CreateProductBody[],
  producers: Map<string, number>,
): Promise<number[]> {
  const products = await queryRows<{ id: number }>(
    tx,
    sql`insert into products (category_id, product_type_id, producer_id, is_active, price, lowest_price,
        hs_code, origin_country)
      values ${valuesList(
        bodies.map((b) => {
          const { price, lowest } = productPrices(b.variations)
          const producer = b.producer ? producers.get(b.producer.toLowerCase())! : null
          return sql`(${b.category}, ${b.product_type}, ${producer}, ${b.is_active}, ${price}, ${lowest},
            ${b.hs_code ?? null}, ${b.origin_country ?? DEFAULT_ORIGIN_COUNTRY})`
        }),
      )} returning id`,
  )
  const ids = products.map((p) => p.id)
  await tx.execute(
    sql`insert into product_translations (product_id, locale, name, description) values ${valuesList(
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
  const variationIds = await insertVariations(tx, variations)
  await insertVariationDetails(
    tx,
    variations.map((variation, i) => ({ ...variation, id: variationIds[i]! })),
  )
  return ids
}

/** Creates the products of `bodies`, in order, telling `wrote` each batch's size; returns their ids. */
export async function createImportedProducts(
  tx: Db,
  bodies: CreateProductBody[],
  wrote: (count: number) => void,
): Promise<number[]> {
  const producers = await producerIds(
    tx,
    bodies.map((b) => b.producer),
  )
  const ids: number[] = []
  for (let at = 0; at < bodies.length; at += BATCH) {
    const batch = bodies.slice(at, at + BATCH)
    ids.push(...(await insertBatch(tx, batch, producers)))
    wrote(batch.length)
  }
  return ids
}
