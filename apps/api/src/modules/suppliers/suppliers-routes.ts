import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import { SupplierBriefSchema, SupplierSchema } from '@caravanserai/contracts/suppliers'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { FileStore } from '../files/file-store.ts'
import { sendDownload } from '../files/send-download.ts'
import { findCertificateFile, getSupplier, listSuppliers } from './supplier-queries.ts'

export const CertificateParamsSchema = IdParamsSchema.extend({
  certificateId: z.coerce.number().int().min(1).max(2_147_483_647),
})

const publicGet = { config: { publicCache: true }, schema: { tags: ['suppliers'] } } as const
/** A certificate's content never changes: a new file is a new certificate with a new address. */
const KEPT_A_YEAR = 'public, max-age=31536000, immutable'

/**
 * Supplier profiles for everyone (docs/product.md#supplier-profiles), cached like the catalogue's
 * public reads; `clock` dates the years in trade and the year of RFQs the response time covers.
 */
export const suppliersRoutes: FastifyPluginAsyncZod<{
  db: Db
  files: FileStore
  clock: () => Date
}> = async (app, { db, files, clock }) => {
  app.get(
    '/suppliers/',
    { ...publicGet, schema: { ...publicGet.schema, response: { 200: z.array(SupplierBriefSchema) } } },
    async () => listSuppliers(db),
  )

  app.get(
    '/suppliers/:id/',
    {
      ...publicGet,
      schema: { ...publicGet.schema, params: IdParamsSchema, response: { 200: SupplierSchema } },
    },
    async (request) => {
      const supplier = await getSupplier(db, request.params.id, request.locale, clock())
      if (!supplier) throw new AppError('suppliers.notFound', 404)
      return supplier
    },
  )

  app.get(
    '/suppliers/:id/certificates/:certificateId/',
    {
      schema: { tags: ['suppliers'], params: CertificateParamsSchema },
      // After the API's own hooks, which keep every answer but the catalogue's out of caches.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.header('cache-control', KEPT_A_YEAR)
        return payload
      },
    },
    async (request, reply) => {
      const file = await findCertificateFile(db, request.params.id, request.params.certificateId)
      return sendDownload(reply, files, file, 'suppliers.certificateNotFound')
    },
  )
}
