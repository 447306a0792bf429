import { z } from 'zod'
import { NamedSchema } from './catalog.ts'
import { CountryCodeSchema } from './countries.ts'
import { OpsImageSchema } from './ops-media.ts'
import { optionalIdQuery } from './ops-taxonomy.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'
import { checkTiers } from './price-tier-rules.ts'
import { PRICE_TIERS_MAX, PriceTierBodySchema } from './price-tiers.ts'
import { HsCodeSchema, isGrossBelowNet, translationsSchema, WeightKgSchema } from './product-facts.ts'

// The catalogue's staff side (docs/product.md#catalogue-writes, #console-products): the bodies of
// the catalogue's writes and the product facts they check, products as the operators edit them,
// and producers. Staff only.

const id = z.number().int().min(1).max(2_147_483_647)

const name = z.string().trim().min(1).max(200)

export const ProductTextSchema = z
  .object({ name, description: z.string().trim().max(5000).default('') })
  .strict()

export const SKU_MAX = 64

/**
 * A stock-keeping unit (docs/product.md#catalogue-import-and-export): a letter or digit, then
 * letters, digits, `.`, `_`, `-` or `/`; unique among live variations whatever the case.
 */
export const SkuSchema = z
  .string({ error: 'catalog.skuInvalid' })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9._/-]{0,${SKU_MAX - 1}}$`), { error: 'catalog.skuInvalid' })

/** The body's SKUs, compared as the database does (whatever the case): the index of a repeat. */
function repeatedSku(variations: readonly { sku?: string | undefined }[]): number {
  const seen = new Set<string>()
  return variations.findIndex((v) => {
    if (v.sku === undefined) return false
    const key = v.sku.toLowerCase()
    if (seen.has(key)) return true
    seen.add(key)
    return false
  })
}

export const VariationBodySchema = z
  .object({
    /** Present to keep (and update) an existing variation; absent to add one. */
    id: id.optional(),
    /** Absent: a saved variation keeps its SKU, a new one is given `P<product>-V<variation>`. */
    sku: z.optional(SkuSchema),
    name: translationsSchema(name),
    price: z.number().min(0).max(100_000_000).multipleOf(0.01),
    stock: z.number().int().min(0).max(1_000_000_000),
    /**
     * For an existing variation: the stock the form was loaded with. The save is refused (409,
     * nothing written) when the stock is no longer that, a sale having changed it meanwhile;
     * without it, `stock` itself is taken as the stock read (docs/decisions/020). Ignored for a
     * new variation.
     */
    stock_read: z.number().int().min(0).max(1_000_000_000).optional(),
    minimum_order_quantity: z.number().int().min(1).max(1_000_000_000).default(1),
    attribute_values: z.array(id).max(50).default([]),
    /**
     * Weights per unit for the packing list: null clears one; absent keeps a saved variation's
     * (a new one has none).
     */
    net_weight_kg: WeightKgSchema.nullable().optional(),
    gross_weight_kg: WeightKgSchema.nullable().optional(),
    /**
     * Volume price tiers, the whole list: the first at `minimum_order_quantity` and `price`, then
     * ascending quantities at falling prices. Absent or empty: one price for every quantity.
     */
    price_tiers: z.array(PriceTierBodySchema).max(PRICE_TIERS_MAX).default([]),
  })
  .strict()

/** A variation in a body: its fields, and a gross weight that is not below the net one. */
const variationBody = VariationBodySchema.refine((v) => !isGrossBelowNet(v), {
  error: 'ops.grossBelowNet',
  path: ['gross_weight_kg'],
}).superRefine((v, ctx) => {
  const wrong = checkTiers(v.price_tiers, v)
  if (wrong) ctx.addIssue({ code: 'custom', message: wrong.problem, path: ['price_tiers', wrong.index] })
})

const variationList = z
  .array(variationBody)
  .min(1)
  .max(50)
  .superRefine((variations, ctx) => {
    const repeat = repeatedSku(variations)
    if (repeat >= 0) ctx.addIssue({ code: 'custom', message: 'catalog.skuRepeated', path: [repeat, 'sku'] })
  })

/** POST /products/create/, staff only. Variations in order: the first is the default. */
export const CreateProductBodySchema = z
  .object({
    category: id,
    product_type: id,
    producer: name.optional(),
    translations: translationsSchema(ProductTextSchema),
    variations: variationList,
    is_active: z.boolean().default(true),
    /** For the trade documents: absent or null while unknown. */
    hs_code: HsCodeSchema.nullable().optional(),
    /** Iran when absent. */
    origin_country: CountryCodeSchema.optional(),
  })
  .strict()
export type CreateProductBody = z.infer<typeof CreateProductBodySchema>

/** A change to one locale's texts: only what is sent changes (no defaults). */
const textPatch = z
  .object({ name: name.optional(), description: z.string().trim().max(5000).optional() })
  .strict()
  .optional()

/**
 * PATCH /products/{id}/update/: any subset; `variations`, when sent, is the whole new list. A
 * language other than English sent as null loses its texts: the storefront shows English again.
 */
export const UpdateProductBodySchema = z
  .object({
    category: id.optional(),
    product_type: id.optional(),
    producer: name.nullable().optional(),
    translations: z
      .object({
        en: textPatch,
        ru: z.nullable(textPatch),
        hy: z.nullable(textPatch),
        fa: z.nullable(textPatch),
      })
      .strict()
      .optional(),
    variations: z.optional(variationList),
    is_active: z.boolean().optional(),
    /** Null clears it. */
    hs_code: HsCodeSchema.nullable().optional(),
    origin_country: CountryCodeSchema.optional(),
  })
  .strict()
export type UpdateProductBody = z.infer<typeof UpdateProductBodySchema>

export const OPS_PRODUCTS_PAGE_SIZE = 20
export const OPS_PRODUCERS_PAGE_SIZE = 50
export const PRODUCER_NAME_MAX = 200

/** Where a product stands: on sale, hidden from the storefront (is_active false), or deleted. */
export const PRODUCT_STATUSES = ['active', 'hidden', 'deleted'] as const
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES)
export type ProductStatus = z.infer<typeof ProductStatusSchema>

const searchText = z
  .string()
  .max(200)
  .optional()
  .transform((s) => s?.trim() || undefined)

/** GET /ops/products/: newest first; `search` matches a name in any language, or the id. */
export const OpsProductListQuerySchema = z.object({
  ...pageQuerySchema(OPS_PRODUCTS_PAGE_SIZE),
  search: searchText,
  category: optionalIdQuery,
  product_type: optionalIdQuery,
  /** Without it every product is listed, deleted ones included, each flagged by its status. */
  status: ProductStatusSchema.optional(),
})
export type OpsProductListQuery = z.infer<typeof OpsProductListQuerySchema>

export const OpsProductSummarySchema = z.object({
  id: z.number().int(),
  /** In the request language, falling back to English. */
  name: z.string(),
  status: ProductStatusSchema,
  category: NamedSchema,
  product_type: NamedSchema,
  producer: z.string().nullable(),
  /** The default (first) variation's price. */
  price: z.number(),
  variation_count: z.number().int(),
  /** Units in stock over all variations. */
  stock: z.number().int(),
  /** The smallest rendition of the default variation's first picture. */
  thumbnail: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
})
export type OpsProductSummary = z.infer<typeof OpsProductSummarySchema>

export const OpsProductListResponseSchema = pagedSchema(OpsProductSummarySchema)
export type OpsProductListResponse = z.infer<typeof OpsProductListResponseSchema>

const productText = z.object({ name: z.string(), description: z.string() })

/**
 * A variation as the create and update bodies take it, plus its pictures (managed on their own).
 * Its `stock` is the stock read: the update sends it back as `stock_read`.
 */
export const OpsVariationSchema = VariationBodySchema.omit({ stock_read: true }).extend({
  id: z.number().int(),
  /** Always sent; null only on a deleted product's variations, whose SKUs are free again. */
  sku: z.optional(z.nullable(z.string())),
  net_weight_kg: z.number().nullable(),
  gross_weight_kg: z.number().nullable(),
  images: z.array(OpsImageSchema),
})
export type OpsVariation = z.infer<typeof OpsVariationSchema>

/**
 * GET /ops/products/{id}/: every text in all four locales, in the shape of the create and update
 * bodies (productBodyOf turns it into one), so the console loads, edits and PATCHes it back.
 */
export const OpsProductSchema = z.object({
  id: z.number().int(),
  status: ProductStatusSchema,
  category: z.number().int(),
  product_type: z.number().int(),
  /** The producer's name, as the bodies take it. */
  producer: z.string().nullable(),
  translations: z.object({
    en: productText,
    ru: z.optional(productText),
    hy: z.optional(productText),
    fa: z.optional(productText),
  }),
  variations: z.array(OpsVariationSchema),
  is_active: z.boolean(),
  /** Customs facts for the trade documents: the tariff number (null while unknown) and origin. */
  hs_code: z.string().nullable(),
  origin_country: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
})
export type OpsProduct = z.infer<typeof OpsProductSchema>

/**
 * The PATCH /products/{id}/update/ body that writes back a product as loaded (and then edited),
 * each variation's stock with the stock it was read at.
 */
export function productBodyOf(product: OpsProduct): UpdateProductBody {
  return {
    category: product.category,
    product_type: product.product_type,
    producer: product.producer,
    translations: product.translations,
    variations: product.variations.map(({ images: _images, sku, ...variation }) => ({
      ...variation,
      ...(sku == null ? {} : { sku }),
      stock_read: variation.stock,
    })),
    is_active: product.is_active,
    hs_code: product.hs_code,
    origin_country: product.origin_country,
  }
}

export const OpsProducerListQuerySchema = z.object({
  ...pageQuerySchema(OPS_PRODUCERS_PAGE_SIZE),
  search: searchText,
})

export const OpsProducerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Derived from its checks (docs/product.md#supplier-profiles); not written here. */
  is_verified: z.boolean(),
  /** Undeleted products of this producer. */
  product_count: z.number().int(),
})
export type OpsProducer = z.infer<typeof OpsProducerSchema>

export const OpsProducerListResponseSchema = pagedSchema(OpsProducerSchema)

const producerName = z
  .string({ error: 'ops.producerNameRequired' })
  .trim()
  .min(1, { error: 'ops.producerNameRequired', abort: true })
  .max(PRODUCER_NAME_MAX)

/**
 * A producer's name is a proper noun: one name, not translated. Unique regardless of case. A new
 * producer has no checks, so no verified mark; the supplier page records the checks.
 */
export const CreateProducerBodySchema = z.object({ name: producerName }).strict()
export type CreateProducerBody = z.infer<typeof CreateProducerBodySchema>

export const UpdateProducerBodySchema = z.object({ name: producerName.optional() }).strict()
export type UpdateProducerBody = z.infer<typeof UpdateProducerBodySchema>
