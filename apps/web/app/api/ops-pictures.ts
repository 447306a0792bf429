import {
  OpsUploadSchema,
  type UpdateImageBody,
  VariationImagesResponseSchema,
} from '@caravanserai/contracts/ops-media'
import { type ApiClient, ApiError } from '../lib/api-client.ts'

// A variation's pictures in the console: a file is uploaded first, then attached to the
// variation, ordered, described and removed there (docs/product.md#console-products).

const UPLOADS_PATH = '/ops/uploads/'

/** Uploads are refused for many reasons the operator can act on: the editor says them itself. */
export function uploadImage(api: ApiClient, file: File) {
  const form = new FormData()
  form.append('file', file)
  return api.post(UPLOADS_PATH, form, { schema: OpsUploadSchema, quiet: true })
}

/** Whether a failure is the upload's (so quiet, for the editor to explain), not a later call's. */
export function isUploadFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.path === UPLOADS_PATH
}

export const attachImage = (api: ApiClient, variationId: number, path: string) =>
  api.post(`/ops/variations/${variationId}/images/`, { path }, { schema: VariationImagesResponseSchema })

export const reorderImages = (api: ApiClient, variationId: number, order: number[]) =>
  api.put(`/ops/variations/${variationId}/images/`, { order }, { schema: VariationImagesResponseSchema })

export const describeImage = (
  api: ApiClient,
  variationId: number,
  imageId: number,
  alt: UpdateImageBody['alt'],
) =>
  api.patch(
    `/ops/variations/${variationId}/images/${imageId}/`,
    { alt },
    { schema: VariationImagesResponseSchema },
  )

export const removeImage = (api: ApiClient, variationId: number, imageId: number) =>
  api.delete(`/ops/variations/${variationId}/images/${imageId}/`)
