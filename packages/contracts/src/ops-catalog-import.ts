import { z } from 'zod'
import { ErrorResponseSchema } from './errors.ts'

// Catalogue import and export (docs/product.md#catalogue-import-and-export): one row per
// variation, in CSV or XLSX; an export is exactly what an import reads. Staff only.

export const CATALOG_FILE_FORMATS = ['csv', 'xlsx'] as const
export const CatalogFileFormatSchema = z.enum(CATALOG_FILE_FORMATS)
export type CatalogFileFormat = z.infer<typeof CatalogFileFormatSchema>

/** At most this many bytes in an uploaded file (413 beyond). */
export const CATALOG_IMPORT_MAX_BYTES = 20 * 1024 * 1024
/** At most this many rows after the header (400 beyond). */
export const CATALOG_IMPORT_MAX_ROWS = 20_000
/** A report lists at most this many errors; `error_count` counts them all. */
export const CATALOG_IMPORT_ERRORS_MAX = 1_000

/**
 * The columns, in the order an export writes them; an import finds them by these names in its
 * header row, in any order. `product_id` empty: a new product. `category` and `product_type`:
 * an English name or an id. `price_tiers`: the tiers after the first, `100:11.10;500:10.50`.
 * `attributes`: `Grade=Sargol;Origin=Khorasan`, by English names. `stock` empty: kept as it is.
 * The customs facts: the product's `hs_code` (6 to 10 digits, empty while unknown) and
 * `origin_country` (ISO alpha-2, Iran when empty), each variation's `net_weight_kg` and
 * `gross_weight_kg` per unit (kilograms to the gram, empty while unknown).
 */
export const CATALOG_COLUMNS = [
  'sku',
  'product_id',
  'category',
  'product_type',
  'producer',
  'hs_code',
  'origin_country',
  'name_en',
  'name_ru',
  'name_hy',
  'name_fa',
  'description_en',
  'description_ru',
  'description_hy',
  'description_fa',
  'variation_en',
  'variation_ru',
  'variation_hy',
  'variation_fa',
  'price',
  'stock',
  'minimum_order',
  'net_weight_kg',
  'gross_weight_kg',
  'price_tiers',
  'attributes',
  'is_active',
] as const
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number]

/** GET /ops/catalog/export/?format=csv|xlsx: every live product's variations, as a file. */
export const CatalogExportQuerySchema = z.object({ format: CatalogFileFormatSchema.default('csv') })

/** One problem of the file: its row (the header is row 1), its column (null: the whole row). */
export const CatalogImportErrorSchema = z.object({
  row: z.number().int(),
  column: z.nullable(z.string()),
  message: z.string(),
})
export type CatalogImportError = z.infer<typeof CatalogImportErrorSchema>

const count = z.number().int().min(0)

export const CatalogImportSummarySchema = z.object({
  rows: count,
  products_created: count,
  products_updated: count,
  products_unchanged: count,
  variations_created: count,
  variations_updated: count,
  variations_unchanged: count,
})
export type CatalogImportSummary = z.infer<typeof CatalogImportSummarySchema>

/**
 * POST /ops/catalog/import/ (multipart: `dry_run` then one part `file`). A dry run answers 200
 * with every row's errors and what a run would do, writing nothing; a run answers 200 with what
 * it did, or 400 with the same report when any row is wrong (then nothing is written).
 */
export const CatalogImportReportSchema = z.object({
  dry_run: z.boolean(),
  /** False when any row is wrong: a run would write nothing. */
  ok: z.boolean(),
  summary: CatalogImportSummarySchema,
  error_count: count,
  errors: z.array(CatalogImportErrorSchema),
})
export type CatalogImportReport = z.infer<typeof CatalogImportReportSchema>

/** The import's 400: a refused run's report, or an error about the upload itself. */
export const CatalogImportRefusalSchema = z.union([CatalogImportReportSchema, ErrorResponseSchema])

/**
 * How far a run has written, sent while it works to a client that accepts application/x-ndjson:
 * the products written, then the catalogue's pages rebuilt for them, each out of `total`.
 */
export const CatalogImportProgressSchema = z.object({
  stage: z.enum(['products', 'pages']),
  done: count,
  total: count,
})
export type CatalogImportProgress = z.infer<typeof CatalogImportProgressSchema>
