import { z } from 'zod'
import { NamesBodySchema, NamesSchema } from './ops-taxonomy.ts'
import { translationsSchema } from './product-facts.ts'
import { LegEndKindSchema } from './shipments.ts'

// Operator console (docs/product.md#destinations): shipping destinations, created, listed,
// renamed, hidden and deleted. Staff only.

const name = z.string().trim().min(1).max(200)

/** POST /destinations/create/: a name (English), or names per locale. */
export const CreateDestinationBodySchema = z
  .object({ name: z.union([name, translationsSchema(name)]) })
  .strict()

/** A leg's typical days, whole, and how many legs a route may have. */
export const LEG_DAYS_MAX = 90
export const LEGS_MAX = 20

/** A leg of a destination's route as the console edits it: names in four languages, typical days. */
export const OpsLegSchema = z.object({
  names: NamesSchema,
  days: z.number().int(),
  ends_with: z.nullable(LegEndKindSchema),
})
export type OpsLeg = z.infer<typeof OpsLegSchema>

/** PUT /ops/destinations/{id}/legs/: the whole route, in order (an empty list clears it). */
export const PutLegsBodySchema = z
  .object({
    legs: z
      .array(
        z
          .object({
            names: NamesBodySchema,
            days: z.number().int().min(0).max(LEG_DAYS_MAX),
            ends_with: z.nullable(LegEndKindSchema).default(null),
          })
          .strict(),
      )
      .max(LEGS_MAX),
  })
  .strict()
export type PutLegsBody = z.infer<typeof PutLegsBodySchema>
export type PutLegsInput = z.input<typeof PutLegsBodySchema>

/** GET /ops/destinations/: every destination, hidden ones included, in checkout order. */
export const OpsDestinationSchema = z.object({
  id: z.number().int(),
  /** In the request language, falling back to English. */
  name: z.string(),
  names: NamesSchema,
  /** Ascending; the first active one is preselected at checkout. */
  position: z.number().int(),
  /** False: checkout no longer offers it; orders already placed keep it. */
  is_active: z.boolean(),
  /** Orders shipped (or to be shipped) there: a delete is refused while above 0. */
  order_count: z.number().int(),
  /** Its route, in order; `lead_days` is their days summed, null without legs. */
  legs: z.array(OpsLegSchema),
  lead_days: z.number().int().nullable(),
})
export type OpsDestination = z.infer<typeof OpsDestinationSchema>

/**
 * PATCH /ops/destinations/{id}/: any of new names (all four, as in a rename), whether checkout
 * offers it, and its place in the list (0 first; the others move to make room).
 */
export const UpdateDestinationBodySchema = z
  .object({
    names: NamesBodySchema.optional(),
    is_active: z.boolean().optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .strict()
export type UpdateDestinationBody = z.infer<typeof UpdateDestinationBodySchema>
