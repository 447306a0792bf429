import type { UpdateProductBody } from '@caravanserai/contracts/catalog-admin'
import type { Locale } from '@caravanserai/contracts/languages'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { products } from '../../../db/schema/products.ts'
import { checkTaxonomy, producerId, writeTexts, writeVariations } from '../catalog-admin.ts'

// An import's change to one saved product, through the catalogue service's own steps (taxonomy
// check, producer, texts, variations with their SKUs, stock read, tiers and attribute values), in
// the import's transaction; the cards and search documents are rebuilt once for all afterwards.

/** The product is locked by the import and its body names every field an import writes. */
export async function updateImportedProduct(
  tx: Db,
  productId: number,
  body: UpdateProductBody,
  locale: Locale,
) {
  await checkTaxonomy(tx, body.category!, body.product_type!, body.variations)
  const producer = await producerId(tx, body.producer)
  await tx
    .update(products)
    .set({
      categoryId: body.category!,
      productTypeId: body.product_type!,
      producerId: producer ?? null,
      isActive: body.is_active!,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId))
  if (body.translations) await writeTexts(tx, productId, body.translations)
  if (body.variations) await writeVariations(tx, productId, body.variations, locale)
}
