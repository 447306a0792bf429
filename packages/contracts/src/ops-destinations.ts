import { z } from 'zod'
import { NamesBodySchema, NamesSchema } from './ops-taxonomy.ts'
import { translationsSchema } from './product-facts.ts'

// Operator console (docs/product.md#destinations): shipping destinations, created, listed,
// renamed, hidden and deleted. Staff only.

const name = z.string().trim().min(1).max(200)

/** POST /destinations/create/: a name (English), or names per locale. */
export const CreateDestinationBodySchema = z
  .object({ name: z.union([name, translationsSchema(name)]) })
  .strict()

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
