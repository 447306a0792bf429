import type { Locale } from '@caravanserai/contracts/languages'
import type { UpdateImageBody, VariationImagesResponse } from '@caravanserai/contracts/ops-media'
import { IMAGES_PER_VARIATION_MAX } from '@caravanserai/contracts/ops-media'
import { and, eq, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { type products, variationImages, variationImageTranslations } from '../../db/schema/products.ts'
import { translated } from '../../db/translations.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log.ts'
import { picturesAuditState } from '../catalog/product-audit.ts'
import { reindexProduct } from '../catalog/product-cards.ts'
import { imagesJson } from '../catalog/product-images.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { uploadSize } from './uploads.ts'

const notFound = () => new AppError('errors.notFound', 404)

/** The variation's pictures in order, as the storefront shows them; null when there is no such variation. */
export async function listVariationImages(
  db: Db,
  variationId: number,
  locale: Locale,
): Promise<VariationImagesResponse | null> {
  const [row] = await queryRows<{ images: VariationImagesResponse }>(
    db,
    sql`select ${imagesJson(locale, translated('product_translations', 'product_id', sql`v.product_id`, 'name', locale), { withTexts: true })} as images
      from product_variations v where v.id = ${variationId}`,
  )
  return row?.images ?? null
}

/**
 * Runs `change` on the pictures of an undeleted product's variation with the product locked (as
 * every catalogue write locks it, docs/decisions/006), then rebuilds the product's card and search
 * documents (docs/decisions/003). 404 when there is no such variation.
 */
async function changeImages(
  db: Db,
  variationId: number,
  staff: AuditActor,
  change: (tx: Db) => Promise<void>,
) {
  await inTransaction(db, async (tx) => {
    const [product] = await queryRows<Row<typeof products, 'id'> & { label: string }>(
      tx,
      sql`select p.id, coalesce(${translated('product_translations', 'product_id', sql`p.id`, 'name', 'en')}, '') as label
        from products p join product_variations v on v.product_id = p.id
        where v.id = ${variationId} and p.deleted_at is null
        for no key update of p`,
    )
    if (!product) throw notFound()
    const before = await picturesAuditState(tx, variationId)
    await change(tx)
    await reindexProduct(tx, product.id)
    const changes = changedFields(before, await picturesAuditState(tx, variationId))
    await recordAudit(tx, staff, {
      action: 'product.pictures',
      object: { type: 'product', id: product.id, label: product.label },
      changes,
    })
  })
}

/**
 * Puts a picture last on a variation: an upload (its original must be in the store) or a drawn
 * picture the catalogue already shows. At most IMAGES_PER_VARIATION_MAX, each once. An upload's
 * size is read before the transaction: on PGlite, one connection, the store's read would wait for
 * it to end.
 */
export async function attachImage(
  db: Db,
  variationId: number,
  key: string,
  blobs: BlobStore,
  staff: AuditActor,
) {
  const uploaded = key.startsWith('uploads/') ? await uploadSize(blobs, key) : null
  return changeImages(db, variationId, staff, async (tx) => {
    const [current] = await queryRows<{ count: number; attached: boolean; position: number }>(
      tx,
      sql`select count(*)::int as count, coalesce(bool_or(path = ${key}), false) as attached,
          coalesce(max(position) + 1, 0) as position
        from variation_images where product_variation_id = ${variationId}`,
    )
    if (current!.attached) throw new AppError('ops.imageAlreadyAttached', 400, {}, 'path')
    if (current!.count >= IMAGES_PER_VARIATION_MAX)
      throw new AppError('ops.tooManyImages', 400, { max: IMAGES_PER_VARIATION_MAX })
    const size = key.startsWith('uploads/') ? uploaded : await knownArt(tx, key)
    if (!size) throw new AppError('ops.uploadNotFound', 400, {}, 'path')
    await tx.insert(variationImages).values({
      productVariationId: variationId,
      position: current!.position,
      path: key,
      width: size.width,
      height: size.height,
    })
  })
}

/** A drawn picture's size, when some variation already shows it (operators do not invent paths). */
async function knownArt(tx: Db, key: string) {
  const [row] = await tx
    .select({ width: variationImages.width, height: variationImages.height })
    .from(variationImages)
    .where(eq(variationImages.path, key))
    .limit(1)
  return row ? { width: row.width ?? 1200, height: row.height ?? 900 } : null
}

/** Takes a picture off a variation (the stored original stays: another variation may show it). */
export function detachImage(db: Db, variationId: number, imageId: number, staff: AuditActor) {
  return changeImages(db, variationId, staff, async (tx) => {
    const removed = await tx
      .delete(variationImages)
      .where(and(eq(variationImages.id, imageId), eq(variationImages.productVariationId, variationId)))
      .returning({ id: variationImages.id })
    if (removed.length === 0) throw notFound()
  })
}

/** Puts the variation's pictures in the order given: each of its picture ids exactly once. */
export function reorderImages(db: Db, variationId: number, order: number[], staff: AuditActor) {
  return changeImages(db, variationId, staff, async (tx) => {
    const current = await tx
      .select({ id: variationImages.id })
      .from(variationImages)
      .where(eq(variationImages.productVariationId, variationId))
    const ids = new Set(current.map((i) => i.id))
    if (
      order.length !== ids.size ||
      new Set(order).size !== order.length ||
      !order.every((id) => ids.has(id))
    )
      throw new AppError('ops.imageOrderMismatch', 400, {}, 'order')
    for (const [position, id] of order.entries())
      await tx
        .update(variationImages)
        .set({ position, updatedAt: sql`now()` })
        .where(eq(variationImages.id, id))
  })
}

/**
 * Sets a picture's text alternatives: a text replaces that language's, null or blank removes it
 * (the language then reads the English text, or the product's name), a language left out stays.
 */
export function describeImage(
  db: Db,
  variationId: number,
  imageId: number,
  alt: UpdateImageBody['alt'],
  staff: AuditActor,
) {
  return changeImages(db, variationId, staff, async (tx) => {
    const [image] = await tx
      .select({ id: variationImages.id })
      .from(variationImages)
      .where(and(eq(variationImages.id, imageId), eq(variationImages.productVariationId, variationId)))
    if (!image) throw notFound()
    for (const [locale, text] of Object.entries(alt)) {
      if (text === undefined) continue
      const language = locale as Locale
      if (text)
        await tx
          .insert(variationImageTranslations)
          .values({ variationImageId: imageId, locale: language, alt: text })
          .onConflictDoUpdate({
            target: [variationImageTranslations.variationImageId, variationImageTranslations.locale],
            set: { alt: sql`excluded.alt`, updatedAt: sql`now()` },
          })
      else
        await tx
          .delete(variationImageTranslations)
          .where(
            and(
              eq(variationImageTranslations.variationImageId, imageId),
              eq(variationImageTranslations.locale, language),
            ),
          )
    }
  })
}
