import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { localeEnum, timestamps } from './columns.ts'

// The taxonomy of the catalogue: category → product type → attribute → value. Names live in
// one translation row per locale, English being the required fallback (docs/architecture.md#data).

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ...timestamps(),
})

export const categoryTranslations = pgTable(
  'category_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [unique('category_translations_category_id_locale_unique').on(t.categoryId, t.locale)],
)

export const productTypes = pgTable(
  'product_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('product_types_category_id_idx').on(t.categoryId)],
)

export const productTypeTranslations = pgTable(
  'product_type_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [unique('product_type_translations_product_type_id_locale_unique').on(t.productTypeId, t.locale)],
)

export const attributes = pgTable(
  'attributes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('attributes_product_type_id_idx').on(t.productTypeId)],
)

export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [unique('attribute_translations_attribute_id_locale_unique').on(t.attributeId, t.locale)],
)

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('attribute_values_attribute_id_idx').on(t.attributeId)],
)

export const attributeValueTranslations = pgTable(
  'attribute_value_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attributeValueId: integer('attribute_value_id').notNull(),
    locale: localeEnum('locale').notNull(),
    value: text('value').notNull(),
    ...timestamps(),
  },
  (t) => [
    // Named by hand where drizzle's name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'attribute_value_translations_attribute_value_id_fk',
      columns: [t.attributeValueId],
      foreignColumns: [attributeValues.id],
    }).onDelete('cascade'),
    unique('attribute_value_translations_attribute_value_id_locale_unique').on(t.attributeValueId, t.locale),
    // Attribute filters arrive as free text (docs/product.md#catalogue-filters): matched
    // case-insensitively per locale.
    index('attribute_value_translations_locale_lower_value_idx').on(t.locale, sql`lower(${t.value})`),
  ],
)

/**
 * A producer, shown to buyers as a supplier with a public profile (docs/product.md#supplier-profiles;
 * the profile's other parts are in suppliers.ts). Its name is a proper noun and is not translated.
 */
export const producers = pgTable(
  'producers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    // Derived, never set by hand: each required check recorded and unexpired. Kept here because
    // product cards, the filter and the supplier page read it; written by the supplier's save and
    // the hourly refresh (docs/decisions/037).
    isVerified: boolean('is_verified').notNull().default(false),
    foundedYear: integer('founded_year'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('producers_name_lower_unique').on(sql`lower(${t.name})`),
    check('producers_founded_year_plausible', sql`${t.foundedYear} between 1800 and 2100`),
  ],
)

export type Category = typeof categories.$inferSelect
export type CategoryTranslation = typeof categoryTranslations.$inferSelect
export type ProductType = typeof productTypes.$inferSelect
export type ProductTypeTranslation = typeof productTypeTranslations.$inferSelect
export type Attribute = typeof attributes.$inferSelect
export type AttributeTranslation = typeof attributeTranslations.$inferSelect
export type AttributeValue = typeof attributeValues.$inferSelect
export type AttributeValueTranslation = typeof attributeValueTranslations.$inferSelect
export type Producer = typeof producers.$inferSelect
