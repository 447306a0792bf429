import { z } from 'zod'

/**
 * The error body (Django REST framework shape, docs/product.md#api-conventions) plus a stable code.
 * Field errors put a list of messages under the field's name.
 */
export const ErrorResponseSchema = z
  .object({
    detail: z.string().optional(),
    code: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.unknown())
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>
