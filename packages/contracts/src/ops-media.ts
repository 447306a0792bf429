import { z } from 'zod'
import { ProductImageSchema } from './catalog.ts'

// Operator console: product pictures. An upload stores the original; attaching puts it
// on a variation, where the storefront shows it through the /media/ renditions. Staff only.

/** What an upload may weigh. */
export const IMAGE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024
/** Width × height at most, against decompression bombs (a small file that decodes to gigabytes). */
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000
/** The smallest rendition the storefront asks for (its srcset starts at 320 w). */
export const IMAGE_UPLOAD_MIN_WIDTH = 320
/** The formats accepted, judged by the file's content; for the file picker's `accept`. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export const IMAGES_PER_VARIATION_MAX = 20
/** A picture's text alternative: a sentence, not a caption essay. */
export const IMAGE_ALT_MAX = 300

/** The storage key of an uploaded original: `uploads/` and 32 hex digits of its SHA-256. */
export const UPLOAD_PATH_PATTERN = /^uploads\/[a-f0-9]{32}$/
/** A key a variation may carry: an upload, or a drawn demo picture already in the catalogue. */
export const IMAGE_PATH_PATTERN = /^(uploads\/[a-f0-9]{32}|art\/[a-z-]{1,40}\/[a-z0-9-]{1,100})$/

/** POST /ops/uploads/ (multipart/form-data, one part named `file`) → 201. */
export const OpsUploadSchema = z.object({
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The largest rendition; `srcset` lists every width, as the storefront's images do. */
  photo: z.string(),
  srcset: z.string(),
})
export type OpsUpload = z.infer<typeof OpsUploadSchema>

const id = z.number().int().min(1).max(2_147_483_647)

/** POST /ops/variations/{id}/images/: puts a picture (an upload's path) last on the variation. */
export const AttachImageBodySchema = z
  .object({ path: z.string().max(200).regex(IMAGE_PATH_PATTERN, { error: 'ops.imagePathInvalid' }) })
  .strict()
export type AttachImageBody = z.infer<typeof AttachImageBodySchema>

/** PUT /ops/variations/{id}/images/: the variation's picture ids, each once, in the new order. */
export const ReorderImagesBodySchema = z
  .object({ order: z.array(id).min(1).max(IMAGES_PER_VARIATION_MAX) })
  .strict()
export type ReorderImagesBody = z.infer<typeof ReorderImagesBodySchema>

const altText = z.string().trim().max(IMAGE_ALT_MAX)

/**
 * A picture's text alternatives as stored, per content locale; a language without one reads the
 * English text, and without that the product's name in its own language.
 */
export const ImageAltTextsSchema = z.object({
  en: z.string().optional(),
  ru: z.string().optional(),
  hy: z.string().optional(),
  fa: z.string().optional(),
})
export type ImageAltTexts = z.infer<typeof ImageAltTextsSchema>

/**
 * PATCH /ops/variations/{id}/images/{imageId}/: the text alternatives to change. A text sets
 * that language's; null or blank removes it; a language left out stays as it is.
 */
export const UpdateImageBodySchema = z
  .object({
    alt: z
      .object({
        en: altText.nullable().optional(),
        ru: altText.nullable().optional(),
        hy: altText.nullable().optional(),
        fa: altText.nullable().optional(),
      })
      .strict(),
  })
  .strict()
export type UpdateImageBody = z.infer<typeof UpdateImageBodySchema>

/** A picture as the console shows it: as the storefront does, with its stored texts beside. */
export const OpsImageSchema = ProductImageSchema.extend({ alt_texts: ImageAltTextsSchema })
export type OpsImage = z.infer<typeof OpsImageSchema>

export const VariationImageParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  imageId: z.coerce.number().int().min(1).max(2_147_483_647),
})

/** The variation's pictures in order, as the storefront shows them; the first is its card's. */
export const VariationImagesResponseSchema = z.array(OpsImageSchema)
export type VariationImagesResponse = z.infer<typeof VariationImagesResponseSchema>
