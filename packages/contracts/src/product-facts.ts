import { z } from 'zod'

// The facts of a product that both its staff side (ops-catalog.ts) and the storefront's calls
// (rfqs.ts, suppliers.ts, ops-destinations.ts) check: texts per locale, the customs tariff
// number and the weights. Kept apart so that a public contract never imports a staff one, and a
// storefront page never pulls the console's schemas, and zod, with it.

/** Texts per content locale; English is required, the others fall back to it (docs/architecture.md#data). */
/* @__NO_SIDE_EFFECTS__ */ export function translationsSchema<T extends z.ZodType>(text: T) {
  return z.object({ en: text, ru: text.optional(), hy: text.optional(), fa: text.optional() }).strict()
}

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
