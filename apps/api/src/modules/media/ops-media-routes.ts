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
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { acceptMultipart, readOneFile, type UploadMessages } from '../../plugins/multipart-file.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import type { WorkGate } from '../../work-gate.ts'
import type { FileStore } from '../files/file-store.ts'
import { storePicture } from './picture-upload.ts'
import {
  attachImage,
  describeImage,
  detachImage,
  listVariationImages,
  reorderImages,
} from './variation-images.ts'

const tags = ['ops']

const PICTURE_UPLOAD: UploadMessages = {
  tooLarge: 'ops.imageTooLarge',
  notMultipart: 'ops.uploadNotMultipart',
  missingFile: 'ops.uploadMissingFile',
  oneFile: 'ops.uploadOneFile',
  malformed: 'ops.uploadMalformed',
}

/**
 * Product pictures for operators: upload an original (multipart), then attach it to variations,
 * take it off, reorder, describe it in each language. Cards and search follow every change.
 */
export const opsMediaRoutes: FastifyPluginAsyncZod<{
  db: Db
  files: FileStore
  gate: WorkGate
}> = async (app, { db, files, gate }) => {
  const images = async (request: FastifyRequest, variationId: number) =>
    (await listVariationImages(db, variationId, request.locale)) ?? []

  // Multipart bodies are accepted by this route alone; every other route keeps to JSON.
  await app.register(async (uploads) => {
    await acceptMultipart(uploads)
    uploads.post(
      '/ops/uploads/',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: OpsUploadSchema } } },
      async (request, reply) => {
        const { content, filename } = await readOneFile(request, IMAGE_UPLOAD_MAX_BYTES, PICTURE_UPLOAD)
        const uploadedBy = staffOf(request).id
        const upload = await gate.run(() => storePicture(db, files, { content, filename, uploadedBy }))
        return reply.code(201).send(upload)
      },
    )
  })

  app.post(
    '/ops/variations/:id/images/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AttachImageBodySchema,
        response: { 201: VariationImagesResponseSchema },
      },
    },
    async (request, reply) => {
      await attachImage(db, request.params.id, request.body.path, files.blobs, staffOf(request))
      return reply.code(201).send(await images(request, request.params.id))
    },
  )

  app.put(
    '/ops/variations/:id/images/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ReorderImagesBodySchema,
        response: { 200: VariationImagesResponseSchema },
      },
    },
    async (request) => {
      await reorderImages(db, request.params.id, request.body.order, staffOf(request))
      return images(request, request.params.id)
    },
  )

  app.patch(
    '/ops/variations/:id/images/:imageId/',
    {
      schema: {
        tags,
        params: VariationImageParamsSchema,
        body: UpdateImageBodySchema,
        response: { 200: VariationImagesResponseSchema },
      },
    },
    async (request) => {
      await describeImage(db, request.params.id, request.params.imageId, request.body.alt, staffOf(request))
      return images(request, request.params.id)
    },
  )

  app.delete(
    '/ops/variations/:id/images/:imageId/',
    { schema: { tags, params: VariationImageParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await detachImage(db, request.params.id, request.params.imageId, staffOf(request))
      return reply.code(204).send(null)
    },
  )
}
