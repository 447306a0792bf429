import { productBodyOf } from '@caravanserai/contracts/ops-catalog'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { getOpsProduct } from './products-queries.ts'

/**
 * A product as the audit trail compares it (docs/product.md#audit-trail): its editable body, as
 * GET /ops/products/{id}/ gives it and the editor sends it back (so one price edit is
 * `variations.0.price`), without the stock read that only guards the write. Null for no product.
 */
export async function productAuditState(tx: Db, id: number) {
  const product = await getOpsProduct(tx, id)
  if (!product) return null
  const { variations = [], ...body } = productBodyOf(product)
  return {
    label: product.translations.en.name,
    body: { ...body, variations: variations.map(({ stock_read: _read, ...variation }) => variation) },
  }
}

/**
 * A variation's pictures as the audit trail compares them, under the variation's place in the
 * product as the product's body has it (`variations.0.pictures.1`): each picture's file in order,
 * and the text alternatives by `<picture id>.<language>`.
 */
export async function picturesAuditState(tx: Db, variationId: number) {
  const [row] = await queryRows<{ index: number; pictures: string[]; alt: Record<string, string> }>(
    tx,
    sql`select (select count(*)::int from product_variations o, product_variations v
          where v.id = ${variationId} and o.product_id = v.product_id
            and (o.position, o.id) < (v.position, v.id)) as index,
        coalesce((select json_agg(i.path order by i.position, i.id) from variation_images i
          where i.product_variation_id = ${variationId}), '[]') as pictures,
        coalesce((select json_object_agg(i.id || '.' || t.locale, t.alt)
          from variation_images i join variation_image_translations t on t.variation_image_id = i.id
          where i.product_variation_id = ${variationId}), '{}') as alt`,
  )
  const { index, ...pictures } = row!
  return { variations: { [index]: pictures } }
}
