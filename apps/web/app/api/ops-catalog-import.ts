import {
  type CatalogFileFormat,
  type CatalogImportProgress,
  CatalogImportProgressSchema,
  type CatalogImportReport,
  CatalogImportReportSchema,
} from '@caravanserai/contracts/ops-catalog-import'
import { type ApiClient, ApiError } from '../lib/api-client.ts'

// The catalogue's file calls (docs/product.md#catalogue-import-and-export): export as a file,
// and import, dry run or run.

/** A whole catalogue takes a while to write out or read in: longer than the client's default. */
const FILE_TIMEOUT_MS = 5 * 60_000
const IMPORT_PATH = '/ops/catalog/import/'

export const exportCatalog = (api: ApiClient, format: CatalogFileFormat) =>
  api.get('/ops/catalog/export/', { query: { format }, blob: true, timeoutMs: FILE_TIMEOUT_MS })

/**
 * Sends the file for a dry run or a run. A run refused for its rows answers 400 with the same
 * report as a dry run, which is returned as such; any other failure is thrown, quietly (the page
 * says it). A run hands `progress` each step the server reports while it writes.
 */
export async function importCatalog(
  api: ApiClient,
  file: File,
  dryRun: boolean,
  progress?: (step: CatalogImportProgress) => void,
): Promise<CatalogImportReport> {
  const form = new FormData()
  form.append('dry_run', String(dryRun))
  form.append('file', file)
  try {
    return await api.post(IMPORT_PATH, form, {
      schema: CatalogImportReportSchema,
      quiet: true,
      timeoutMs: FILE_TIMEOUT_MS,
      ...(progress ? { progress: (step) => progress(CatalogImportProgressSchema.parse(step)) } : {}),
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const refused = CatalogImportReportSchema.safeParse(error.body)
      if (refused.success) return refused.data
    }
    throw error
  }
}

/** What a failed call says: the file's own message (413, not a spreadsheet…) or the error's. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error)
  return error.fieldErrors.file?.[0] ?? Object.values(error.fieldErrors)[0]?.[0] ?? error.message
}
