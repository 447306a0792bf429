import type { Locale } from '@caravanserai/contracts/languages'
import { type OpsProduct, productBodyOf, SkuSchema } from '@caravanserai/contracts/ops-catalog'
import {
  CATALOG_COLUMNS,
  CATALOG_IMPORT_ERRORS_MAX,
  type CatalogImportError,
  type CatalogImportProgress,
  type CatalogImportReport,
} from '@caravanserai/contracts/ops-catalog-import'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { idArray } from '../../db/id-array.ts'
import type { Row } from '../../db/row.ts'
import { products, productVariations } from '../../db/schema/products.ts'
import { type AuditActor, type AuditEntry, changedFields, recordAudits } from '../audit/audit-log.ts'
import { reindexProducts } from '../catalog/product-cards.ts'
import { getOpsProducts } from '../catalog/products-queries.ts'
import { type CheckedProduct, checkPlanned, problemErrors } from './catalog-import-check.ts'
import { createImportedProducts } from './catalog-import-create.ts'
import { type FileRow, planImport, type SavedSku } from './catalog-import-plan.ts'
import { updateImportedProducts } from './catalog-import-update.ts'
import { loadSheetTaxonomy } from './catalog-sheet-taxonomy.ts'

// Catalogue import (docs/product.md#catalogue-import-and-export): a dry run reads and checks
// every row and writes nothing; a run does the same in one transaction, with the products it
// names locked, and writes only when no row is wrong.

export type ImportRun = {
  dryRun: boolean
  locale: Locale
  actor: AuditActor
  fileName: string
  /** Told how far a run has written, after each batch. */
  progress?: (step: CatalogImportProgress) => void
}

const BATCH = 500
const AUDITS_PER_STATEMENT = 2_000
const REINDEX_CHUNK = 100
/** Products written from which the planner's statistics are refreshed before the card rebuild. */
const ANALYZE_FROM = 250

/**
 * Brings the planner's picture of the catalogue's tables up to what this import has written so
 * far (ANALYZE sees the transaction's own rows): planned as the small tables they were, the
 * card rebuild scans whole tables per product.
 */
async function refreshStatistics(tx: Db) {
  await tx.execute(sql`analyze products, product_translations, product_variations,
    product_variation_translations, variation_price_tiers, variation_attribute_values`)
}

/** Saved products by id, read in batches; deleted ones left out. */
export async function savedProducts(db: Db, ids: number[]): Promise<Map<number, OpsProduct>> {
  const out = new Map<number, OpsProduct>()
  for (let at = 0; at < ids.length; at += BATCH) {
    for (const p of await getOpsProducts(db, ids.slice(at, at + BATCH)))
      if (p.status !== 'deleted') out.set(p.id, p)
  }
  return out
}

async function loadState(db: Db, rows: FileRow[], lock: boolean) {
  const keys = rows.flatMap((r) =>
    SkuSchema.safeParse(r.cells.sku ?? '').success ? [r.cells.sku!.toLowerCase()] : [],
  )
  const held = keys.length
    ? await db
        .select({
          key: sql<string>`lower(${productVariations.sku})`,
          id: productVariations.id,
          product_id: productVariations.productId,
        })
        .from(productVariations)
        .innerJoin(products, and(eq(products.id, productVariations.productId), isNull(products.deletedAt)))
        .where(sql`lower(${productVariations.sku}) = any(string_to_array(${keys.join(',')}, ','))`)
    : []
  const skus = new Map<string, SavedSku>(
    held.map((h) => [h.key, { variationId: h.id, productId: h.product_id }]),
  )
  const named = rows.flatMap((r) =>
    /^\d{1,9}$/.test(r.cells.product_id ?? '') ? [Number(r.cells.product_id)] : [],
  )
  let ids = [...new Set([...held.map((h) => h.product_id), ...named])].sort((a, b) => a - b)
  if (lock && ids.length > 0) {
    // In id order, as every catalogue write locks (docs/decisions/013).
    const locked = await queryRows<Row<typeof products, 'id'>>(
      db,
      sql`select id from products where id = any(${idArray(ids)})
        and deleted_at is null order by id for update`,
    )
    ids = locked.map((r) => r.id)
  }
  return { skus, saved: await savedProducts(db, ids), taxonomy: await loadSheetTaxonomy(db) }
}

const columnOrder = new Map<string | null, number>(CATALOG_COLUMNS.map((c, i) => [c, i]))

/** Reads the rows against the database as it stands: the report, and the products to write. */
async function evaluate(db: Db, rows: FileRow[], run: ImportRun, lock: boolean) {
  const { skus, saved, taxonomy } = await loadState(db, rows, lock)
  const plan = planImport(rows, taxonomy, skus, saved)
  const checked = checkPlanned(plan.products, run.locale)
  const errors: CatalogImportError[] = [...problemErrors(plan.problems, run.locale), ...checked.errors].sort(
    (a, b) => a.row - b.row || (columnOrder.get(a.column) ?? -1) - (columnOrder.get(b.column) ?? -1),
  )
  const report: CatalogImportReport = {
    dry_run: run.dryRun,
    ok: errors.length === 0,
    summary: {
      rows: plan.rows,
      products_created: plan.products.filter((p) => p.productId === null).length,
      products_updated: plan.products.filter((p) => p.productId !== null).length,
      products_unchanged: plan.productsUnchanged,
      variations_created: plan.variationsCreated,
      variations_updated: plan.variationsUpdated,
      variations_unchanged: plan.variationsUnchanged,
    },
    error_count: errors.length,
    errors: errors.slice(0, CATALOG_IMPORT_ERRORS_MAX),
  }
  return { report, products: checked.products, saved }
}

class Refused extends Error {
  constructor(readonly report: CatalogImportReport) {
    super('catalogue import refused')
  }
}

/** A product as the audit trail compares it: its editable body without the stock read. */
function auditBody(product: OpsProduct) {
  const { variations = [], ...body } = productBodyOf(product)
  return { ...body, variations: variations.map(({ stock_read: _read, ...v }) => v) }
}

async function writeAll(tx: Db, products: CheckedProduct[], saved: Map<number, OpsProduct>, run: ImportRun) {
  const total = products.length
  let written = 0
  const wrote = (count: number) => {
    written += count
    run.progress?.({ stage: 'products', done: written, total })
  }
  wrote(0)
  const created = products.flatMap((p) => (p.productId === null ? [p.body] : []))
  const touched = (await createImportedProducts(tx, created, wrote)).map((id) => ({ id, created: true }))
  const updated = products.flatMap((p) =>
    p.productId === null ? [] : [{ productId: p.productId, body: p.body }],
  )
  await updateImportedProducts(tx, updated, wrote)
  touched.push(...updated.map((u) => ({ id: u.productId, created: false })))
  if (touched.length >= ANALYZE_FROM) await refreshStatistics(tx)
  // In chunks well below a statement's time limit, whatever the machine's load.
  const ids = touched.map((t) => t.id)
  for (let at = 0; at < ids.length; at += REINDEX_CHUNK) {
    await reindexProducts(tx, ids.slice(at, at + REINDEX_CHUNK))
    run.progress?.({ stage: 'pages', done: Math.min(at + REINDEX_CHUNK, total), total })
  }
  const after = await savedProducts(tx, ids)
  const entries: AuditEntry[] = touched.map(({ id, created }) => {
    const now = after.get(id)!
    return {
      action: created ? 'product.create' : 'product.update',
      object: { type: 'product', id, label: now.translations.en.name },
      changes: changedFields(created ? {} : auditBody(saved.get(id)!), auditBody(now)),
    }
  })
  for (let at = 0; at < entries.length; at += AUDITS_PER_STATEMENT)
    await recordAudits(tx, run.actor, entries.slice(at, at + AUDITS_PER_STATEMENT))
}

/**
 * A dry run's report (200), or a run's: 200 with what it wrote, 400 with every row's errors and
 * nothing written. A file that changes nothing writes nothing, not even an audit event.
 */
export async function importCatalog(db: Db, rows: FileRow[], run: ImportRun) {
  if (run.dryRun) return { status: 200, report: (await evaluate(db, rows, run, false)).report }
  try {
    const report = await inTransaction(db, async (tx) => {
      const { report, products, saved } = await evaluate(tx, rows, run, true)
      if (!report.ok) throw new Refused(report)
      if (products.length === 0) return report
      await writeAll(tx, products, saved, run)
      await recordAudits(tx, run.actor, [
        {
          action: 'catalog_import.run',
          object: { type: 'catalog_import', id: 0, label: run.fileName },
          changes: Object.fromEntries(
            Object.entries(report.summary).map(([field, after]) => [field, { before: null, after }]),
          ),
        },
      ])
      return report
    })
    return { status: 200, report }
  } catch (error) {
    if (error instanceof Refused) return { status: 400, report: error.report }
    throw error
  }
}
