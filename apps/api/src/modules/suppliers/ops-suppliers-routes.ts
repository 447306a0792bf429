import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { OpsSupplierSchema, SupplierBodySchema } from '@caravanserai/contracts/ops-suppliers'
import { CERTIFICATE_MAX_BYTES, SupplierCertificateSchema } from '@caravanserai/contracts/suppliers'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { acceptMultipart, readOneFile } from '../../plugins/multipart-file.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { forgetBytes } from '../files/file-pruning.ts'
import type { FileStore } from '../files/file-store.ts'
import { ORDER_FILE_UPLOAD } from '../files/files-routes.ts'
import { getOpsSupplier } from './supplier-queries.ts'
import { certificateFields } from './supplier-rules.ts'
import { addCertificate, deleteCertificate, saveSupplier } from './supplier-writes.ts'
import { CertificateParamsSchema } from './suppliers-routes.ts'

const tags = ['ops']

/**
 * The console's supplier profiles (docs/product.md#supplier-profiles); the list of suppliers is
 * the producers' list, GET /ops/producers/.
 */
export const opsSuppliersRoutes: FastifyPluginAsyncZod<{
  db: Db
  files: FileStore
  clock: () => Date
}> = async (app, { db, files, clock }) => {
  const supplierOr404 = async (id: number) => {
    const supplier = await getOpsSupplier(db, id, clock())
    if (!supplier) throw new AppError('suppliers.notFound', 404)
    return supplier
  }

  app.get(
    '/ops/suppliers/:id/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OpsSupplierSchema } } },
    async (request) => supplierOr404(request.params.id),
  )

  app.put(
    '/ops/suppliers/:id/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: SupplierBodySchema,
        response: { 200: OpsSupplierSchema },
      },
    },
    async (request) => {
      const { id } = request.params
      if (!(await saveSupplier(db, id, request.body, staffOf(request), clock())))
        throw new AppError('suppliers.notFound', 404)
      return supplierOr404(id)
    },
  )

  await app.register(async (context) => {
    await acceptMultipart(context)
    context.withTypeProvider<ZodTypeProvider>().post(
      '/ops/suppliers/:id/certificates/',
      {
        config: { raises: [409] },
        schema: {
          tags,
          params: IdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: SupplierCertificateSchema },
        },
      },
      async (request, reply) => {
        const operator = staffOf(request)
        const { content, filename, fields } = await readOneFile(
          request,
          CERTIFICATE_MAX_BYTES,
          ORDER_FILE_UPLOAD,
        )
        const certificate = await addCertificate(db, files, {
          supplierId: request.params.id,
          uploadedBy: operator,
          ...certificateFields(fields),
          filename,
          content,
        })
        if (!certificate) throw new AppError('suppliers.notFound', 404)
        return reply.code(201).send(certificate)
      },
    )
  })

  app.delete(
    '/ops/suppliers/:id/certificates/:certificateId/',
    { schema: { tags, params: CertificateParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { id, certificateId } = request.params
      const gone = await deleteCertificate(db, id, certificateId, staffOf(request))
      if (!gone) throw new AppError('suppliers.certificateNotFound', 404)
      await forgetBytes(db, files, gone.path)
      return reply.code(204).send(null)
    },
  )
}
