import {
  CATALOG_IMPORT_MAX_BYTES,
  CatalogExportQuerySchema,
  type CatalogImportProgress,
  CatalogImportRefusalSchema,
  CatalogImportReportSchema,
} from '@caravanserai/contracts/ops-catalog-import'
import { PROGRESS_TYPE } from '@caravanserai/contracts/progress'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { acceptMultipart, readOneFile, type UploadMessages } from '../../plugins/multipart-file.ts'
import { answerWithProgress } from '../../plugins/progress-stream.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { exportCatalog } from './catalog-export.ts'
import { importCatalog } from './catalog-import.ts'
import { readCatalogFile } from './catalog-sheet-file.ts'

const tags = ['ops']

const SHEET_UPLOAD: UploadMessages = {
  tooLarge: 'catalogImport.tooLarge',
  notMultipart: 'catalogImport.notMultipart',
  missingFile: 'catalogImport.missingFile',
  oneFile: 'catalogImport.oneFile',
  malformed: 'catalogImport.malformed',
}

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/**
 * The catalogue as a file and back (docs/product.md#catalogue-import-and-export): an export in
 * CSV or XLSX, and an import of either, dry run first.
 */
export const opsCatalogImportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ops/catalog/export/',
    { schema: { tags, querystring: CatalogExportQuerySchema, produces: [TYPES.csv, TYPES.xlsx] } },
    async (request, reply) => {
      const { format } = request.query
      const file = await exportCatalog(db, format)
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .type(TYPES[format])
        .header('content-disposition', `attachment; filename="catalogue-${day}.${format}"`)
        .header('cache-control', 'no-store')
        .send(format === 'csv' ? Buffer.concat([Buffer.from('\uFEFF'), file]) : file)
    },
  )

  // Multipart bodies are accepted by this route alone; every other route keeps to JSON.
  await app.register(async (uploads) => {
    await acceptMultipart(uploads)
    uploads.post(
      '/ops/catalog/import/',
      {
        // Progress lines must leave as they are written, not when a compressor has enough of them.
        compress: false,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          produces: ['application/json', PROGRESS_TYPE],
          response: { 200: CatalogImportReportSchema, 400: CatalogImportRefusalSchema },
        },
      },
      async (request, reply) => {
        const { content, filename, fields } = await readOneFile(
          request,
          CATALOG_IMPORT_MAX_BYTES,
          SHEET_UPLOAD,
        )
        const dryRun = fields.dry_run ?? 'true'
        if (dryRun !== 'true' && dryRun !== 'false')
          throw new AppError('catalogImport.dryRunInvalid', 400, {}, 'dry_run')
        const rows = await readCatalogFile(content)
        return answerWithProgress<CatalogImportProgress>(request, reply as FastifyReply, async (progress) => {
          const { status, report } = await importCatalog(db, rows, {
            dryRun: dryRun === 'true',
            locale: request.locale,
            actor: staffOf(request),
            fileName: filename.slice(0, 200),
            ...(progress ? { progress } : {}),
          })
          return { status, body: report }
        })
      },
    )
  })
}
