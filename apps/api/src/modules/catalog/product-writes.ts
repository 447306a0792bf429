import { LOCALES, type Locale } from '@caravanserai/contracts/languages'
import type {
  CreateProductBody,
  UpdateProductBody,
  VariationBodySchema,
} from '@caravanserai/contracts/ops-catalog'
import { isGrossBelowNet } from '@caravanserai/contracts/product-facts'
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { cartItems, wishlistItems } from '../../db/schema/cart.ts'
import { attributes, attributeValues, type producers, productTypes } from '../../db/schema/catalog.ts'
import {
  products,
  productTranslations,
  productVariations,
  productVariationTranslations,
  variationAttributeValues,
} from '../../db/schema/products.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, changedFields, createdFields, recordAudit } from '../audit/audit-log.ts'
import { writeTiers } from './price-tiers.ts'
import { productAuditState } from './product-audit.ts'
import { reindexProduct } from './product-cards.ts'
import { checkSkus, claimingSku, freeChangedSkus, giveDefaultSku } from './variation-skus.ts'

type VariationBody = z.infer<typeof VariationBodySchema>

/** The type must belong to the category, and every attribute value to one of the type's attributes. */
export async function checkTaxonomy(
  db: Db,
  categoryId: number,
  productTypeId: number,
  variations: VariationBody[] = [],
) {
  const [type] = await db.select().from(productTypes).where(eq(productTypes.id, productTypeId))
  if (!type) throw new AppError('catalog.unknownProductType', 400, {}, 'product_type')
  if (type.categoryId !== categoryId) throw new AppError('catalog.typeNotInCategory', 400, {}, 'product_type')
  const valueIds = [...new Set(variations.flatMap((v) => v.attribute_values))]
  if (valueIds.length === 0) return
  const known = await db
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(and(inArray(attributeValues.id, valueIds), eq(attributes.productTypeId, productTypeId)))
  if (known.length !== valueIds.length)
    throw new AppError('catalog.unknownAttributeValue', 400, {}, 'variations')
}

export async function producerId(
  db: Db,
  name: string | null | undefined,
): Promise<number | null | undefined> {
  if (name === undefined || name === null) return name
  const [row] = await queryRows<Row<typeof producers, 'id'>>(
    db,
    sql`insert into producers (name) values (${name})
      on conflict (lower(name)) do update set updated_at = producers.updated_at returning id`,
  )
  return row!.id
}

export async function writeTexts(
  db: Db,
  productId: number,
  translations: Partial<Record<Locale, { name?: string; description?: string } | null>>,
) {
  for (const locale of LOCALES) {
    const text = translations[locale]
    if (text === null && locale !== 'en') {
      await db
        .delete(productTranslations)
        .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, locale)))
      continue
    }
    if (!text) continue
    const { name, description } = text
    if (name === undefined) {
      // Without a name a locale has no row of its own to create; only an existing one changes.
      if (description !== undefined) {
        await db
          .update(productTranslations)
          .set({ description })
          .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, locale)))
      }
      continue
    }
    await db
      .insert(productTranslations)
      .values({ productId, locale, name, description: description ?? '' })
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.locale],
        set: { name, ...(description !== undefined ? { description } : {}) },
      })
  }
}

/**
 * A kept variation's stock is written only over the stock the form read (`stock_read`, else the
 * stock sent): a sale since then answers 409 naming the variation, before anything is written.
 * The caller holds the product's lock, and checkout locks the product before the variations, so
 * no sale slips in between this check and the writes (docs/decisions/020).
 */
function checkStockRead(current: Map<number, number>, variations: VariationBody[], locale: Locale) {
  for (const v of variations) {
    if (v.id === undefined) continue
    const stock = current.get(v.id)!
    if (stock !== (v.stock_read ?? v.stock))
      throw new AppError('catalog.staleStock', 409, { variation: v.name[locale] ?? v.name.en, stock })
  }
}

/** A weight as stored (kilograms to the gram): undefined leaves the saved one, null clears it. */
const storedWeight = (kg: number | null | undefined) => (kg == null ? kg : kg.toFixed(3))

/**
 * The contract refuses a gross weight below the net one sent beside it; one sent alone is judged
 * here against the other as saved, before anything is written.
 */
function checkWeights(
  existing: Row<typeof productVariations, 'id' | 'netWeightKg' | 'grossWeightKg'>[],
  variations: VariationBody[],
) {
  const kg = (stored: string | null | undefined) => (stored == null ? null : Number(stored))
  for (const [position, v] of variations.entries()) {
    const saved = existing.find((e) => e.id === v.id)
    const weights = {
      net_weight_kg: v.net_weight_kg !== undefined ? v.net_weight_kg : kg(saved?.netWeightKg),
      gross_weight_kg: v.gross_weight_kg !== undefined ? v.gross_weight_kg : kg(saved?.grossWeightKg),
    }
    if (isGrossBelowNet(weights))
      throw new AppError('ops.grossBelowNet', 400, {}, `variations.${position}.gross_weight_kg`)
  }
}

/** Makes the product's variations exactly `variations`, in order; ids not listed are removed. */
export async function writeVariations(
  db: Db,
  productId: number,
  variations: VariationBody[],
  locale: Locale,
) {
  const existing = await queryRows<
    Row<typeof productVariations, 'id' | 'sku' | 'stock' | 'netWeightKg' | 'grossWeightKg'>
  >(
    db,
    sql`select id, sku, stock, net_weight_kg::text as "netWeightKg", gross_weight_kg::text as "grossWeightKg"
      from product_variations where product_id = ${productId} order by id for no key update`,
  )
  const current = new Map(existing.map((v) => [v.id, v.stock]))
  const foreign = variations.find((v) => v.id !== undefined && !current.has(v.id))
  if (foreign) throw new AppError('catalog.unknownVariation', 400, { id: foreign.id! }, 'variations')
  checkStockRead(current, variations, locale)
  checkWeights(existing, variations)
  await checkSkus(db, productId, variations)
  await freeChangedSkus(db, existing, variations)
  const keep = variations.flatMap((v) => (v.id ? [v.id] : []))
  await db
    .delete(productVariations)
    .where(
      and(
        eq(productVariations.productId, productId),
        keep.length ? notInArray(productVariations.id, keep) : sql`true`,
      ),
    )
  let defaultLowest = variations[0]!.price
  for (const [position, v] of variations.entries()) {
    const values = {
      productId,
      position,
      name: v.name.en,
      ...(v.sku !== undefined ? { sku: v.sku } : {}),
      price: v.price.toFixed(2),
      stock: v.stock,
      minimumOrderQuantity: v.minimum_order_quantity,
      netWeightKg: storedWeight(v.net_weight_kg),
      grossWeightKg: storedWeight(v.gross_weight_kg),
    }
    const [row] = await claimingSku(v.sku, () =>
      v.id
        ? db
            .update(productVariations)
            .set(values)
            .where(eq(productVariations.id, v.id))
            .returning({ id: productVariations.id })
        : db.insert(productVariations).values(values).returning({ id: productVariations.id }),
    )
    const variationId = row!.id
    if (!v.id && v.sku === undefined) await giveDefaultSku(db, variationId)
    const lowest = await writeTiers(db, variationId, v.price, v.price_tiers)
    if (position === 0) defaultLowest = lowest
    await db
      .delete(productVariationTranslations)
      .where(eq(productVariationTranslations.productVariationId, variationId))
    await db
      .insert(productVariationTranslations)
      .values(
        LOCALES.flatMap((locale) =>
          v.name[locale] ? [{ productVariationId: variationId, locale, name: v.name[locale]! }] : [],
        ),
      )
    await db
      .delete(variationAttributeValues)
      .where(eq(variationAttributeValues.productVariationId, variationId))
    if (v.attribute_values.length > 0) {
      await db.insert(variationAttributeValues).values(
        [...new Set(v.attribute_values)].map((attributeValueId) => ({
          productVariationId: variationId,
          productId,
          attributeValueId,
        })),
      )
    }
  }
  // The product's price is its default (first) variation's (docs/architecture.md#data), and its
  // lowest price that variation's last tier's (docs/product.md#volume-price-tiers).
  await db
    .update(products)
    .set({ price: variations[0]!.price.toFixed(2), lowestPrice: defaultLowest.toFixed(2) })
    .where(eq(products.id, productId))
}

export async function createProduct(db: Db, body: CreateProductBody, staff: AuditActor): Promise<number> {
  return inTransaction(db, async (tx) => {
    await checkTaxonomy(tx, body.category, body.product_type, body.variations)
    const [row] = await tx
      .insert(products)
      .values({
        categoryId: body.category,
        productTypeId: body.product_type,
        producerId: (await producerId(tx, body.producer)) ?? null,
        isActive: body.is_active,
        hsCode: body.hs_code ?? null,
        originCountry: body.origin_country,
      })
      .returning({ id: products.id })
    const productId = row!.id
    await writeTexts(tx, productId, body.translations)
    await writeVariations(tx, productId, body.variations, 'en')
    await reindexProduct(tx, productId)
    const created = (await productAuditState(tx, productId))!
    await recordAudit(tx, staff, {
      action: 'product.create',
      object: { type: 'product', id: productId, label: created.label },
      changes: createdFields(created.body),
    })
    return productId
  })
}

/**
 * False when there is no such (undeleted) product. One transaction: a refusal (a stale stock
 * among them, named in `locale`) writes nothing.
 */
export async function updateProduct(
  db: Db,
  productId: number,
  body: UpdateProductBody,
  locale: Locale,
  staff: AuditActor,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ categoryId: products.categoryId, productTypeId: products.productTypeId })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.deletedAt)))
      .for('update')
    if (!current) return false
    const before = (await productAuditState(tx, productId))!
    const categoryId = body.category ?? current.categoryId
    const productTypeId = body.product_type ?? current.productTypeId
    await checkTaxonomy(tx, categoryId, productTypeId, body.variations)
    const producer = await producerId(tx, body.producer)
    await tx
      .update(products)
      .set({
        categoryId,
        productTypeId,
        ...(producer !== undefined ? { producerId: producer } : {}),
        ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
        ...(body.hs_code !== undefined ? { hsCode: body.hs_code } : {}),
        ...(body.origin_country !== undefined ? { originCountry: body.origin_country } : {}),
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId))
    if (body.translations) await writeTexts(tx, productId, body.translations)
    if (body.variations) await writeVariations(tx, productId, body.variations, locale)
    await reindexProduct(tx, productId)
    const after = (await productAuditState(tx, productId))!
    await recordAudit(tx, staff, {
      action: 'product.update',
      object: { type: 'product', id: productId, label: after.label },
      changes: changedFields(before.body, after.body),
    })
    return true
  })
}

/** Hides the product; carts lose it, past orders keep their snapshots. */
export function deleteProduct(db: Db, productId: number, staff: AuditActor): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .update(products)
      .set({ deletedAt: sql`now()`, isActive: false, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), isNull(products.deletedAt)))
      .returning({ id: products.id })
    if (rows.length === 0) return false
    // A deleted product's SKUs are free for another (docs/product.md#catalogue-import-and-export).
    await tx.update(productVariations).set({ sku: null }).where(eq(productVariations.productId, productId))
    const variations = tx
      .select({ id: productVariations.id })
      .from(productVariations)
      .where(eq(productVariations.productId, productId))
    await tx.delete(cartItems).where(inArray(cartItems.productVariationId, variations))
    await tx.delete(wishlistItems).where(eq(wishlistItems.productId, productId))
    const deleted = (await productAuditState(tx, productId))!
    await recordAudit(tx, staff, {
      action: 'product.delete',
      object: { type: 'product', id: productId, label: deleted.label },
      changes: { deleted: { before: false, after: true } },
    })
    return true
  })
}
