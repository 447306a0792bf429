import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  AttachImageBodySchema,
  IMAGE_UPLOAD_MAX_BYTES,
  OpsUploadSchema,
  ReorderImagesBodySchema,
  UpdateImageBodySchema,
  VariationImageParamsSchema,
  VariationImagesResponseSchema,
} from '@caravanserai/contracts/ops-media'
import type { MultipartFile } from '@fastify/multipart'
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import { requireStorableText } from '../../../plugins/text-guard.ts'
import type { WorkGate } from '../../../work-gate.ts'
import { storeUpload } from '../../media/uploads.ts'
import {
  attachImage,
  describeImage,
  detachImage,
  listVariationImages,
  reorderImages,
} from './variation-images.ts'

const tags = ['ops']

const tooLarge = () => new AppError('ops.imageTooLarge', 413, { max: IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024 })
/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024

/** The one file of a multipart upload, read whole within the size limit. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('ops.uploadNotMultipart', 415)
  // A declared length beyond the limit is refused before a byte of it is read.
  if (Number(request.headers['content-length']) > IMAGE_UPLOAD_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge()
  let part: MultipartFile | undefined
  try {
    part = await request.file({ limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } })
  } catch (error) {
    throw multipartError(error)
  }
  requireStorableText(envelopeTexts(part))
  if (part?.fieldname !== 'file') throw new AppError('ops.uploadMissingFile', 400, {}, 'file')
  try {
    return await part.toBuffer()
  } catch (error) {
    throw multipartError(error)
  }
}

/** The texts a multipart envelope carries before the file: field values, and the file's name. */
function envelopeTexts(part: MultipartFile | undefined): Record<string, string> {
  if (!part) return {}
  const texts: Record<string, string> = {}
  for (const field of Object.values(part.fields).flat()) {
    if (field && field.type === 'field') texts[field.fieldname] = String(field.value)
  }
  return { ...texts, [part.fieldname]: part.filename }
}

function multipartError(error: unknown) {
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('ops.uploadOneFile', 400, {}, 'file')
  // Anything else the parser or the stream throws (an envelope cut short, a broken part header)
  // is about the body the client sent, not about us.
  return new AppError('ops.uploadMalformed', 400)
}

/**
 * Product pictures for operators: upload an original (multipart), then attach it to variations,
 * take it off, reorder, describe it in each language. Cards and search follow every change.
 */
export const picturesRoutes: FastifyPluginAsyncZod<{
  db: Db
  uploadsDir: string
  cacheDir: string
  gate: WorkGate
}> = async (app, { db, uploadsDir, cacheDir, gate }) => {
  const images = async (request: FastifyRequest, variationId: number) =>
    (await listVariationImages(db, variationId, request.locale)) ?? []

  // Multipart bodies are accepted by this route alone; every other route keeps to JSON.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true })
    // Any other body (a raw image/png, say) is left unread for the handler to refuse clearly.
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null))
    uploads.post(
      '/uploads/',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: OpsUploadSchema } } },
      async (request, reply) => {
        const file = await readUpload(request)
        const upload = await gate.run(() => storeUpload({ uploadsDir, cacheDir }, file))
        return reply.code(201).send(upload)
      },
    )
  })

  app.post(
    '/variations/:id/images/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AttachImageBodySchema,
        response: { 201: VariationImagesResponseSchema },
      },
    },
    async (request, reply) => {
      await attachImage(db, request.params.id, request.body.path, uploadsDir)
      return reply.code(201).send(await images(request, request.params.id))
    },
  )

  app.put(
    '/variations/:id/images/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ReorderImagesBodySchema,
        response: { 200: VariationImagesResponseSchema },
      },
    },
    async (request) => {
      await reorderImages(db, request.params.id, request.body.order)
      return images(request, request.params.id)
    },
  )

  app.patch(
    '/variations/:id/images/:imageId/',
    {
      schema: {
        tags,
        params: VariationImageParamsSchema,
        body: UpdateImageBodySchema,
        response: { 200: VariationImagesResponseSchema },
      },
    },
    async (request) => {
      await describeImage(db, request.params.id, request.params.imageId, request.body.alt)
      return images(request, request.params.id)
    },
  )

  app.delete(
    '/variations/:id/images/:imageId/',
    { schema: { tags, params: VariationImageParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await detachImage(db, request.params.id, request.params.imageId)
      return reply.code(204).send(null)
    },
  )
}
