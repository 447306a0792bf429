import { z } from 'zod'

// Operator console (docs/product.md#taxonomy): the catalogue's taxonomy — categories, product types within a
// category, attributes within a product type and their values — named in all four content
// locales. Staff only; every list and write is under /ops/.

export const TAXONOMY_NAME_MAX = 200
export const ATTRIBUTE_VALUES_MAX = 100

const id = z.number().int().min(1).max(2_147_483_647)
/** An optional id filter in a query string: a positive integer. */
export const optionalIdQuery = z.coerce.number().int().min(1).max(2_147_483_647).optional()

/** A translation other than English: blank means "none", so the storefront shows the English name. */
const otherName = z
  .string()
  .trim()
  .max(TAXONOMY_NAME_MAX)
  .optional()
  .transform((s) => s || undefined)

/**
 * Names per content locale in a write (docs/architecture.md#data): English is required, the
 * others fall back to it. A rename sends all of them: a language left out or blank loses its own
 * name.
 */
export const NamesBodySchema = z
  .object({
    en: z
      .string({ error: 'ops.englishNameRequired' })
      .trim()
      .min(1, { error: 'ops.englishNameRequired', abort: true })
      .max(TAXONOMY_NAME_MAX),
    ru: otherName,
    hy: otherName,
    fa: otherName,
  })
  .strict()
export type NamesBody = z.infer<typeof NamesBodySchema>
export type NamesInput = z.input<typeof NamesBodySchema>

/** Names as stored: English always, the other locales when they have their own. */
export const NamesSchema = z.object({
  en: z.string(),
  ru: z.string().optional(),
  hy: z.string().optional(),
  fa: z.string().optional(),
})
export type Names = z.infer<typeof NamesSchema>

/** PATCH of any named thing: its names, all four (see NamesBodySchema). */
export const RenameBodySchema = z.object({ names: NamesBodySchema }).strict()
export type RenameBody = z.infer<typeof RenameBodySchema>

/** How many undeleted products (shown or hidden) use it: a delete is refused while above 0. */
const productCount = z.number().int()

export const OpsCategorySchema = z.object({
  id: z.number().int(),
  /** In the request language, falling back to English. */
  name: z.string(),
  names: NamesSchema,
  product_count: productCount,
  product_type_count: z.number().int(),
})
export type OpsCategory = z.infer<typeof OpsCategorySchema>

export const CreateCategoryBodySchema = z.object({ names: NamesBodySchema }).strict()
export type CreateCategoryBody = z.infer<typeof CreateCategoryBodySchema>

export const OpsProductTypeSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  name: z.string(),
  names: NamesSchema,
  product_count: productCount,
  attribute_count: z.number().int(),
})
export type OpsProductType = z.infer<typeof OpsProductTypeSchema>

export const OpsProductTypesQuerySchema = z.object({ category: optionalIdQuery })

/** A product type belongs to one category for good: products rely on the pair. */
export const CreateProductTypeBodySchema = z.object({ category: id, names: NamesBodySchema }).strict()
export type CreateProductTypeBody = z.infer<typeof CreateProductTypeBodySchema>

export const OpsAttributeValueSchema = z.object({
  id: z.number().int(),
  attribute: z.number().int(),
  /** In the request language, falling back to English. */
  value: z.string(),
  names: NamesSchema,
  product_count: productCount,
})
export type OpsAttributeValue = z.infer<typeof OpsAttributeValueSchema>

export const OpsAttributeSchema = z.object({
  id: z.number().int(),
  product_type: z.number().int(),
  name: z.string(),
  names: NamesSchema,
  product_count: productCount,
  values: z.array(OpsAttributeValueSchema),
})
export type OpsAttribute = z.infer<typeof OpsAttributeSchema>

export const OpsAttributesQuerySchema = z.object({ product_type: optionalIdQuery })

/** An attribute of a product type, optionally with its first values (each named in four locales). */
export const CreateAttributeBodySchema = z
  .object({
    product_type: id,
    names: NamesBodySchema,
    values: z.array(NamesBodySchema).max(ATTRIBUTE_VALUES_MAX).default([]),
  })
  .strict()
export type CreateAttributeBody = z.infer<typeof CreateAttributeBodySchema>

export const CreateAttributeValueBodySchema = z.object({ names: NamesBodySchema }).strict()
export type CreateAttributeValueBody = z.infer<typeof CreateAttributeValueBodySchema>
