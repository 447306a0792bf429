import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  attributes as attributeRows,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  categories as categoryRows,
  categoryTranslations,
  productTypes,
  productTypeTranslations,
} from '../../db/schema/catalog.ts'

// The taxonomy by English names, as a catalogue file names it (docs/product.md#catalogue-import-and-export):
// English names are unique among siblings whatever the case (docs/decisions/013), so a name finds
// one row.

export type SheetAttribute = { id: number; name: string; values: Map<string, number> }

export type SheetTaxonomy = {
  categoryName: Map<number, string>
  categoryByName: Map<string, number>
  type: Map<number, { categoryId: number; name: string }>
  /** `<category id>:<lower-case English name>` → product type id. */
  typeByName: Map<string, number>
  /** Per product type, its attributes by lower-case English name. */
  attributes: Map<number, Map<string, SheetAttribute>>
  /** Attribute value id → its attribute's and its own English names. */
  value: Map<number, { attributeId: number; attribute: string; value: string }>
}

const key = (name: string) => name.trim().toLowerCase()

export async function loadSheetTaxonomy(db: Db): Promise<SheetTaxonomy> {
  // One after another: inside a transaction the statements share one connection.
  const categories = await db
    .select({ id: categoryRows.id, name: categoryTranslations.name })
    .from(categoryRows)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categoryRows.id), eq(categoryTranslations.locale, 'en')),
    )
  const types = await db
    .select({ id: productTypes.id, category_id: productTypes.categoryId, name: productTypeTranslations.name })
    .from(productTypes)
    .innerJoin(
      productTypeTranslations,
      and(
        eq(productTypeTranslations.productTypeId, productTypes.id),
        eq(productTypeTranslations.locale, 'en'),
      ),
    )
  const attributes = await db
    .select({
      id: attributeRows.id,
      product_type_id: attributeRows.productTypeId,
      name: attributeTranslations.name,
    })
    .from(attributeRows)
    .innerJoin(
      attributeTranslations,
      and(eq(attributeTranslations.attributeId, attributeRows.id), eq(attributeTranslations.locale, 'en')),
    )
    .orderBy(asc(attributeRows.id))
  const values = await db
    .select({
      id: attributeValues.id,
      attribute_id: attributeValues.attributeId,
      value: attributeValueTranslations.value,
    })
    .from(attributeValues)
    .innerJoin(
      attributeValueTranslations,
      and(
        eq(attributeValueTranslations.attributeValueId, attributeValues.id),
        eq(attributeValueTranslations.locale, 'en'),
      ),
    )
  const taxonomy: SheetTaxonomy = {
    categoryName: new Map(categories.map((c) => [c.id, c.name])),
    categoryByName: new Map(categories.map((c) => [key(c.name), c.id])),
    type: new Map(types.map((t) => [t.id, { categoryId: t.category_id, name: t.name }])),
    typeByName: new Map(types.map((t) => [`${t.category_id}:${key(t.name)}`, t.id])),
    attributes: new Map(),
    value: new Map(),
  }
  const byId = new Map<number, SheetAttribute>()
  for (const a of attributes) {
    const attribute = { id: a.id, name: a.name, values: new Map<string, number>() }
    byId.set(a.id, attribute)
    const own = taxonomy.attributes.get(a.product_type_id) ?? new Map<string, SheetAttribute>()
    own.set(key(a.name), attribute)
    taxonomy.attributes.set(a.product_type_id, own)
  }
  for (const v of values) {
    const attribute = byId.get(v.attribute_id)
    if (!attribute) continue
    attribute.values.set(key(v.value), v.id)
    taxonomy.value.set(v.id, { attributeId: v.attribute_id, attribute: attribute.name, value: v.value })
  }
  return taxonomy
}

/** A category named by id or English name; undefined when there is none. */
export function findCategory(taxonomy: SheetTaxonomy, given: string): number | undefined {
  const id = /^\d{1,9}$/.test(given) ? Number(given) : undefined
  if (id !== undefined && taxonomy.categoryName.has(id)) return id
  return taxonomy.categoryByName.get(key(given))
}

/** A product type of the category, named by id or English name. */
export function findProductType(
  taxonomy: SheetTaxonomy,
  categoryId: number,
  given: string,
): number | undefined {
  const id = /^\d{1,9}$/.test(given) ? Number(given) : undefined
  if (id !== undefined && taxonomy.type.get(id)?.categoryId === categoryId) return id
  return taxonomy.typeByName.get(`${categoryId}:${key(given)}`)
}

export function nameKey(name: string): string {
  return key(name)
}
