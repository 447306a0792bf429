import { z } from 'zod'

const id = z.number().int().min(1).max(2_147_483_647)

/** Texts per content locale; English is required, the others fall back to it (docs/architecture.md#data). */
/* @__NO_SIDE_EFFECTS__ */ export function translationsSchema<T extends z.ZodType>(text: T) {
  return z.object({ en: text, ru: text.optional(), hy: text.optional(), fa: text.optional() }).strict()
}

const name = z.string().trim().min(1).max(200)

export const ProductTextSchema = z
  .object({ name, description: z.string().trim().max(5000).default('') })
  .strict()

export const VariationBodySchema = z
  .object({
    /** Present to keep (and update) an existing variation; absent to add one. */
    id: id.optional(),
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
  })
  .strict()

/** POST /products/create/, staff only. Variations in order: the first is the default. */
export const CreateProductBodySchema = z
  .object({
    category: id,
    product_type: id,
    producer: name.optional(),
    translations: translationsSchema(ProductTextSchema),
    variations: z.array(VariationBodySchema).min(1).max(50),
    is_active: z.boolean().default(true),
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
    variations: z.array(VariationBodySchema).min(1).max(50).optional(),
    is_active: z.boolean().optional(),
  })
  .strict()
export type UpdateProductBody = z.infer<typeof UpdateProductBodySchema>

/** POST /destinations/create/: a name (English), or names per locale. */
export const CreateDestinationBodySchema = z
  .object({ name: z.union([name, translationsSchema(name)]) })
  .strict()
