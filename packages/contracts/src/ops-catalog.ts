import { z } from 'zod'
import { NamedSchema } from './catalog.ts'
import { type UpdateProductBody, VariationBodySchema } from './catalog-admin.ts'
import { OpsImageSchema } from './ops-media.ts'
import { optionalIdQuery } from './ops-taxonomy.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'

// Operator console (docs/product.md#console-products): products as the operators edit them, and
// producers. Staff only.

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
