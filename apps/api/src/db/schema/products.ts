import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { attributeValues, categories, producers, productTypes } from './catalog.ts'
import { localeEnum, money, timestamps, weight } from './columns.ts'

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'restrict' }),
    producerId: integer('producer_id').references(() => producers.id, { onDelete: 'set null' }),
    // The default (first) variation's price, kept in sync by the catalogue service: it filters
    // and sorts the catalogue without a join (docs/architecture.md#data).
    price: money('price').notNull().default('0'),
    // The default variation's lowest tier price, kept beside `price` by the same service: the price
    // filter and the price sorts use it (docs/product.md#volume-price-tiers).
    lowestPrice: money('lowest_price').notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Counters behind the popularity sort (docs/product.md#catalogue-filters), kept by the order
    // and review services.
    orderCount: integer('order_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    // Customs facts for the commercial invoice and packing list (docs/product.md#trade-documents).
    hsCode: text('hs_code'),
    originCountry: text('origin_country').notNull().default('IR'),
    ...timestamps(),
  },
  (t) => [
    check('products_price_not_negative', sql`${t.price} >= 0`),
    check(
      'products_lowest_price_within_price',
      sql`${t.lowestPrice} >= 0 and ${t.lowestPrice} <= ${t.price}`,
    ),
    check('products_hs_code_digits', sql`${t.hsCode} ~ '^[0-9]{6,10}$'`),
    check('products_origin_country_code', sql`${t.originCountry} ~ '^[A-Z]{2}$'`),
    check('products_counters_not_negative', sql`${t.orderCount} >= 0 and ${t.reviewCount} >= 0`),
    index('products_category_id_idx').on(t.categoryId),
    index('products_product_type_id_idx').on(t.productTypeId),
    index('products_producer_id_idx').on(t.producerId),
    index('products_lowest_price_idx').on(t.lowestPrice),
    // NULLS FIRST is what ORDER BY … DESC means; drizzle's bare desc() writes NULLS LAST, which
    // PostgreSQL cannot use for it.
    index('products_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // The storefront's default listing: what a buyer may see, newest first.
    index('products_listed_created_at_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive} and ${t.deletedAt} is null`),
  ],
)

export const productTranslations = pgTable(
  'product_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    unique('product_translations_product_id_locale_unique').on(t.productId, t.locale),
    index('product_translations_locale_idx').on(t.locale),
    // Catalogue search: ILIKE and similarity() on names (pg_trgm, migration 0000).
    index('product_translations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
)

export const productVariations = pgTable(
  'product_variations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // Ascending; the first variation is the product's default (docs/architecture.md#data).
    position: integer('position').notNull().default(0),
    // The label shown when no translation exists for the request locale.
    name: text('name').notNull(),
    // The stock-keeping unit that names the variation in imports and exports
    // (docs/product.md#catalogue-import-and-export); null once its product is deleted, which
    // frees it for another.
    sku: text('sku'),
    price: money('price').notNull(),
    stock: integer('stock').notNull().default(0),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(1),
    // One unit's weight with and without its packing, for the packing list; null when unknown.
    netWeightKg: weight('net_weight_kg'),
    grossWeightKg: weight('gross_weight_kg'),
    ...timestamps(),
  },
  (t) => [
    check('product_variations_weights_positive', sql`${t.netWeightKg} > 0 and ${t.grossWeightKg} > 0`),
    check('product_variations_gross_not_below_net', sql`${t.grossWeightKg} >= ${t.netWeightKg}`),
    check('product_variations_price_not_negative', sql`${t.price} >= 0`),
    check('product_variations_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_variations_minimum_order_quantity_positive', sql`${t.minimumOrderQuantity} >= 1`),
    index('product_variations_product_id_position_idx').on(t.productId, t.position),
    // The target of variation_attribute_values' (variation, product) key.
    unique('product_variations_id_product_id_unique').on(t.id, t.productId),
    uniqueIndex('product_variations_sku_lower_unique').on(sql`lower(${t.sku})`),
  ],
)

/**
 * A variation's volume price tiers past the first (docs/product.md#volume-price-tiers): from
 * `min_quantity` units on, each costs `price`. The first tier is the variation itself, at its
 * minimum order quantity and price, so these start above it, each cheaper than the one before.
 */
export const variationPriceTiers = pgTable(
  'variation_price_tiers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    price: money('price').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('variation_price_tiers_min_quantity_above_one', sql`${t.minQuantity} >= 2`),
    check('variation_price_tiers_price_not_negative', sql`${t.price} >= 0`),
    // Covers the tier lookup of a line: the variation, then its starts.
    unique('variation_price_tiers_variation_min_quantity_unique').on(t.productVariationId, t.minQuantity),
  ],
)

export const productVariationTranslations = pgTable(
  'product_variation_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productVariationId: integer('product_variation_id').notNull(),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [
    // Named by hand where drizzle's names would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'product_variation_translations_product_variation_id_fk',
      columns: [t.productVariationId],
      foreignColumns: [productVariations.id],
    }).onDelete('cascade'),
    unique('product_variation_translations_variation_id_locale_unique').on(t.productVariationId, t.locale),
  ],
)

export const variationImages = pgTable(
  'variation_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    // Storage key of the original; the resized variants are derived from it.
    path: text('path').notNull(),
    width: integer('width'),
    height: integer('height'),
    ...timestamps(),
  },
  (t) => [
    check('variation_images_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
    index('variation_images_product_variation_id_position_idx').on(t.productVariationId, t.position),
    // Whether an uploaded picture is on a product (docs/architecture.md#uploaded-files).
    index('variation_images_path_idx').on(t.path),
  ],
)

/**
 * A picture's text alternative in one language. Without one in the page's language a picture
 * reads its English text, and without that the product's name in the page's language.
 */
export const variationImageTranslations = pgTable(
  'variation_image_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variationImageId: integer('variation_image_id')
      .notNull()
      .references(() => variationImages.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    alt: text('alt').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('variation_image_translations_alt_not_blank', sql`btrim(${t.alt}) <> ''`),
    unique('variation_image_translations_image_id_locale_unique').on(t.variationImageId, t.locale),
  ],
)

/**
 * A variation's attribute values, each row also naming the variation's product (kept equal to it by
 * the two-column key), so an attribute filter goes from a value straight to products without a
 * lookup per variation (docs/decisions/026-attribute-filter-by-product.md).
 */
export const variationAttributeValues = pgTable(
  'variation_attribute_values',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productVariationId: integer('product_variation_id').notNull(),
    productId: integer('product_id').notNull(),
    attributeValueId: integer('attribute_value_id').notNull(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'variation_attribute_values_variation_product_fk',
      columns: [t.productVariationId, t.productId],
      foreignColumns: [productVariations.id, productVariations.productId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'variation_attribute_values_attribute_value_id_fk',
      columns: [t.attributeValueId],
      foreignColumns: [attributeValues.id],
    }).onDelete('cascade'),
    unique('variation_attribute_values_variation_value_unique').on(t.productVariationId, t.attributeValueId),
    // Covers the attribute filter: value → product and variation, read from the index alone.
    index('variation_attribute_values_value_product_idx').on(
      t.attributeValueId,
      t.productId,
      t.productVariationId,
    ),
  ],
)

export type Product = typeof products.$inferSelect
export type NewProduct = typeof products.$inferInsert
export type ProductTranslation = typeof productTranslations.$inferSelect
export type ProductVariation = typeof productVariations.$inferSelect
export type NewProductVariation = typeof productVariations.$inferInsert
export type VariationPriceTier = typeof variationPriceTiers.$inferSelect
export type ProductVariationTranslation = typeof productVariationTranslations.$inferSelect
export type VariationImage = typeof variationImages.$inferSelect
export type VariationImageTranslation = typeof variationImageTranslations.$inferSelect
export type VariationAttributeValue = typeof variationAttributeValues.$inferSelect
