import { z } from 'zod'
import { CurrencyQuerySchema, DisplayCurrencySchema } from './currencies.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'
import { PriceTierSchema } from './price-tiers.ts'

export const PRODUCT_PAGE_SIZE = 12
export const ORDER_BY = ['date', 'price_low_to_high', 'price_high_to_low', 'popularity'] as const
export const OrderBySchema = z.enum(ORDER_BY)
export type OrderBy = z.infer<typeof OrderBySchema>

/** An id filter the storefront may send as 'all' or blank: anything not a positive integer is ignored. */
const optionalId = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => {
    const first = Array.isArray(v) ? v[0] : v
    return first && /^\d{1,9}$/.test(first) && Number(first) > 0 ? Number(first) : undefined
  })

const price = z.coerce.number().min(0).max(1_000_000_000).optional()

/** How many attribute filters one listing may combine (each is a join the database makes). */
export const MAX_ATTRIBUTE_FILTERS = 10
/** A search is a few words: beyond these, every further word is one more text query to run. */
export const SEARCH_MAX_WORDS = 8
export const SEARCH_MAX_LENGTH = 200

const ATTRIBUTE_PARAM = /^attribute_\d+$/

const searchText = z
  .string()
  .max(SEARCH_MAX_LENGTH)
  .refine((s) => s.trim().split(/\s+/).filter(Boolean).length <= SEARCH_MAX_WORDS, {
    error: 'catalog.searchTooManyWords',
    params: { max: SEARCH_MAX_WORDS },
  })
  .optional()
  .transform((s) => s?.trim() || undefined)
const text = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((s) => s?.trim() || undefined)

/**
 * GET /products/list/ (docs/product.md#catalogue-calls). attribute_{id} filters are read from the
 * rest. With `currency`, the price bounds are read in it (docs/decisions/045-currencies.md).
 */
export const ListProductsQuerySchema = z
  .object({
    ...pageQuerySchema(PRODUCT_PAGE_SIZE),
    ...CurrencyQuerySchema.shape,
    category: optionalId,
    product_type: optionalId,
    query: searchText,
    search: searchText,
    order_by: OrderBySchema.optional(),
    price_gt: price,
    price_lt: price,
    attribute: optionalId,
    attribute_value: text(1000),
    producer: text(200),
    /** Only products of producers the operators have verified (docs/product.md#supplier-profiles). */
    verified_producers: z.enum(['true', 'false', '1', '0']).optional(),
    name: text(200),
    is_wishlisted: z.enum(['true', 'false', '1', '0']).optional(),
  })
  .catchall(z.union([z.string().max(200), z.array(z.string().max(200)).max(50)]))
  .superRefine((query, ctx) => {
    const extra = Object.keys(query).filter((key) => ATTRIBUTE_PARAM.test(key))[MAX_ATTRIBUTE_FILTERS]
    if (extra)
      ctx.addIssue({
        code: 'custom',
        path: [extra],
        message: 'catalog.tooManyAttributeFilters',
        params: { max: MAX_ATTRIBUTE_FILTERS },
      })
  })
export type ListProductsQuery = z.infer<typeof ListProductsQuerySchema>

export const NamedSchema = z.object({ id: z.number().int(), name: z.string() })

export const ProductImageSchema = z.object({
  id: z.number().int(),
  /** The largest rendition; `srcset` lists every width. */
  photo: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  srcset: z.string(),
})

/**
 * A price converted to the answer's `display_currency` (asked for with `?currency=`), as decimal
 * text with the currency's minor units, beside the US-dollar price it shows
 * (docs/decisions/045-currencies.md). Absent when no currency was asked for.
 */
const displayPrice = z.string().optional()

/** A tier as the catalogue reads it: with its display price when a currency was asked for. */
export const CataloguePriceTierSchema = PriceTierSchema.extend({ display_price: displayPrice })

export const ProductVariationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first tier's unit price: the price at the minimum order quantity. */
  price: z.number(),
  display_price: displayPrice,
  /** Unit prices by quantity, the first starting at the minimum order quantity. */
  price_tiers: z.array(CataloguePriceTierSchema).min(1),
  stock: z.number().int(),
  minimum_order_quantity: z.number().int(),
  images: z.array(ProductImageSchema),
  product_attributes: z.array(
    z.object({ attribute: NamedSchema, value: z.object({ id: z.number().int(), value: z.string() }) }),
  ),
})

export const ProductAttributeSchema = NamedSchema.extend({ values: z.array(z.string()) })

export const ReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  review_date: z.string(),
  /** The author received an order holding this product. */
  verified_purchase: z.boolean(),
  customer: z.object({ name: z.string() }).nullable(),
})

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  producer: z.object({ id: z.number().int(), name: z.string(), is_verified: z.boolean() }).nullable(),
  category: NamedSchema,
  product_type: NamedSchema,
  /** The default (first) variation's price at its minimum order quantity. */
  price: z.number(),
  display_price: displayPrice,
  /**
   * The default variation's tiers; the last is the lowest unit price, which the price filter and
   * the price sorts use (docs/product.md#volume-price-tiers).
   */
  price_tiers: z.array(CataloguePriceTierSchema).min(1),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  attributes: z.array(ProductAttributeSchema),
  is_wishlisted: z.boolean(),
  created_at: z.string(),
  product_variations: z.array(ProductVariationSchema),
})
export type Product = z.infer<typeof ProductSchema>

/** The currency of the answer's display prices; present only when `?currency=` asked for one. */
const displayCurrency = DisplayCurrencySchema.optional()

export const ProductDetailSchema = ProductSchema.extend({
  reviews: z.array(ReviewSchema),
  display_currency: displayCurrency,
})
export type ProductDetail = z.infer<typeof ProductDetailSchema>

/** GET /products/{id}/?currency=: the product's display prices in that currency. */
export const ProductDetailQuerySchema = CurrencyQuerySchema

export const ProductListResponseSchema = pagedSchema(ProductSchema).extend({
  display_currency: displayCurrency,
})
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>

export const CategorySchema = NamedSchema
export const ProductTypeSchema = NamedSchema.extend({ category: z.number().int() })
export const AttributeSchema = NamedSchema.extend({
  product_type: z.number().int(),
  values: z.array(z.object({ id: z.number().int(), value: z.string() })),
})
/**
 * A destination as checkout and the product page read it (docs/product.md#destinations): its
 * route's legs in order, named in the request language, and their typical whole days; `lead_days`
 * is their sum, door to door, null without legs (nothing is made up).
 */
export const DestinationSchema = NamedSchema.extend({
  legs: z.array(z.object({ name: z.string(), days: z.number().int() })),
  lead_days: z.number().int().nullable(),
})
/** GET /categories/, /product-types/, /attributes/ and /destinations/ answer plain lists. */
export const CategoryListSchema = z.array(CategorySchema)
export const ProductTypeListSchema = z.array(ProductTypeSchema)
export const AttributeListSchema = z.array(AttributeSchema)
export const DestinationListSchema = z.array(DestinationSchema)

export const IdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
export const ProductTypesQuerySchema = z.object({ category: optionalId })
export const AttributesQuerySchema = z.object({ product_type: optionalId })
