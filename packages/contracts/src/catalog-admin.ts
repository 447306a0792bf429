import { z } from 'zod'
import { CountryCodeSchema } from './countries.ts'
import { checkTiers } from './price-tier-rules.ts'
import { PRICE_TIERS_MAX, PriceTierBodySchema } from './price-tiers.ts'

const id = z.number().int().min(1).max(2_147_483_647)

/** Texts per content locale; English is required, the others fall back to it (docs/architecture.md#data). */
/* @__NO_SIDE_EFFECTS__ */ export function translationsSchema<T extends z.ZodType>(text: T) {
  return z.object({ en: text, ru: text.optional(), hy: text.optional(), fa: text.optional() }).strict()
}

const name = z.string().trim().min(1).max(200)

export const ProductTextSchema = z
  .object({ name, description: z.string().trim().max(5000).default('') })
  .strict()

/**
 * A customs tariff (HS) number of 6 to 10 digits; the spaces and dots an operator may type
 * (`0910.20`) are dropped first.
 */
export const HsCodeSchema = z
  .string({ error: 'ops.hsCodeInvalid' })
  .transform((s) => s.replace(/[\s.]/g, ''))
  .pipe(z.string().regex(/^[0-9]{6,10}$/, { error: 'ops.hsCodeInvalid' }))

export const WEIGHT_KG_MAX = 100_000

/** One unit's weight in kilograms, to the gram (numeric(10,3) in the database). */
export const WeightKgSchema = z
  .number({ error: 'ops.weightInvalid' })
  .positive({ error: 'ops.weightInvalid' })
  .max(WEIGHT_KG_MAX, { error: 'ops.weightInvalid' })
  .multipleOf(0.001, { error: 'ops.weightInvalid' })

type Weights = { net_weight_kg?: number | null; gross_weight_kg?: number | null }

/** Packing only adds weight: a gross weight below the net one is a typing mistake. */
export function isGrossBelowNet({ net_weight_kg: net, gross_weight_kg: gross }: Weights): boolean {
  return net != null && gross != null && gross < net
}

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
