import { z } from 'zod'
import { translationsSchema } from './product-facts.ts'
import { SupplierSchema, VERIFICATION_KINDS, VerificationKindSchema } from './suppliers.ts'

// Operator console (docs/product.md#supplier-profiles): a supplier's profile as the operators edit
// it, every language apart, with the checks it is verified by. Staff only.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'suppliers.dateInvalid' })
const place = z.string().trim().max(100)

/** PUT /ops/suppliers/{id}/ (staff): the whole profile. */
export const SupplierBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    translations: translationsSchema(
      z
        .object({
          city: place.default(''),
          province: place.default(''),
          about: z.string().trim().max(5000).default(''),
        })
        .strict(),
    ),
    founded_year: z.number().int().min(1800).max(2100).nullable().default(null),
    /**
     * Each check once, dated, with its last day (after the check's; `defaultExpiry` when left
     * out); a kind left out is not recorded. The verified mark follows from them.
     */
    verifications: z
      .array(
        z
          .object({ kind: VerificationKindSchema, verified_on: isoDate, expires_on: isoDate.optional() })
          .strict(),
      )
      .max(VERIFICATION_KINDS.length)
      .default([]),
  })
  .strict()
export type SupplierBody = z.infer<typeof SupplierBodySchema>

/** GET /ops/suppliers/{id}/: the profile as editable, every language apart. */
export const OpsSupplierSchema = SupplierSchema.omit({ city: true, province: true, about: true }).extend({
  translations: z.record(z.string(), z.object({ city: z.string(), province: z.string(), about: z.string() })),
})
export type OpsSupplier = z.infer<typeof OpsSupplierSchema>
