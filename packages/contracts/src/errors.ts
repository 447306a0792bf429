import { z } from 'zod'

/**
 * An error in the Django REST framework shape (docs/product.md#api-conventions): the message in
 * the request's language, a stable code (a message key) and, when the message has any, its values.
 */
export const ErrorDetailSchema = z
  .object({
    detail: z.string(),
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .strict()
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>

/**
 * Errors about what was sent, per field: a list of messages under the field's name (dotted for a
 * nested one), `non_field_errors` for the request as a whole.
 */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()).min(1))
export type FieldErrors = z.infer<typeof FieldErrorsSchema>

/** Any error body: a 400 may be either shape, every other error status is an ErrorDetail. */
export const ErrorResponseSchema = z.union([ErrorDetailSchema, FieldErrorsSchema])
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>
