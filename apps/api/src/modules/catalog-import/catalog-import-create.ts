import { DEFAULT_ORIGIN_COUNTRY } from '@caravanserai/contracts/countries'
import { LOCALES } from '@caravanserai/contracts/languages'
import type { CreateProductBody } from '@caravanserai/contracts/ops-catalog'
import type { Db } from '../../db/client.ts'
import { products, productTranslations } from '../../db/schema/products.ts'
import {
  BATCH,
  insertVariationDetails,
  insertVariations,
  producerIds,
  productPrices,
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
  const inserted = await tx
    .insert(products)
    .values(
      bodies.map((b) => {
        const { price, lowest } = productPrices(b.variations)
        return {
          categoryId: b.category,
          productTypeId: b.product_type,
          producerId: b.producer ? producers.get(b.producer.toLowerCase())! : null,
          isActive: b.is_active,
          price,
          lowestPrice: lowest,
          hsCode: b.hs_code ?? null,
          originCountry: b.origin_country ?? DEFAULT_ORIGIN_COUNTRY,
        }
      }),
    )
    .returning({ id: products.id })
  const ids = inserted.map((p) => p.id)
  await tx.insert(productTranslations).values(
    bodies.flatMap((b, i) =>
      LOCALES.flatMap((locale) => {
        const text = b.translations[locale]
        return text ? [{ productId: ids[i]!, locale, name: text.name, description: text.description }] : []
      }),
    ),
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
