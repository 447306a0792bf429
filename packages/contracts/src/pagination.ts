import { z } from 'zod'

export const MAX_PAGE_SIZE = 100

/** DRF's page-number pagination (docs/product.md#api-conventions). */
/* @__NO_SIDE_EFFECTS__ */ export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}

/** page ≥ 1; page_size defaults per list and is capped at 100, never refused for its size. */
/* @__NO_SIDE_EFFECTS__ */ export function pageQuerySchema(defaultSize: number) {
  return {
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultSize)
      .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  }
}
