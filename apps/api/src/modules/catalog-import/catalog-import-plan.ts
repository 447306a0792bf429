import type { OpsProduct } from '@caravanserai/contracts/ops-catalog'
import type { CatalogColumn } from '@caravanserai/contracts/ops-catalog-import'
import {
  type FileRow,
  type Group,
  groupRows,
  PRODUCT_COLUMNS,
  type RowProblem,
  type SavedSku,
} from './catalog-import-groups.ts'
import {
  type Problem,
  type ProductFields,
  productFields,
  type VariationFields,
  variationFields,
} from './catalog-sheet-rows.ts'
import { exportCells, savedVariationFields } from './catalog-sheet-saved.ts'
import type { SheetTaxonomy } from './catalog-sheet-taxonomy.ts'

export type { FileRow, RowProblem, SavedSku }

// What an import would do (docs/product.md#catalogue-import-and-export): rows grouped into
// products, each compared with what is saved; only what differs becomes a body to write.

/** A product to create or change: its body (before the contract parses it) and its rows. */
export type PlannedProduct = {
  productId: number | null
  /** The row of each variation of the body; null for a saved one the file does not name. */
  lines: (number | null)[]
  firstLine: number
  product: ProductFields
  variations: (VariationFields & { id?: number; stock_read?: number })[]
}

export type Plan = {
  problems: RowProblem[]
  products: PlannedProduct[]
  rows: number
  productsUnchanged: number
  variationsCreated: number
  variationsUpdated: number
  variationsUnchanged: number
}

/** Keys in a fixed order, so two equal values print equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )
}

function savedProductFields(p: OpsProduct): ProductFields {
  return {
    category: p.category,
    product_type: p.product_type,
    producer: p.producer,
    translations: p.translations,
    is_active: p.is_active,
    hs_code: p.hs_code,
    origin_country: p.origin_country,
  }
}

/** Rows of one product must agree on its columns; a row that differs names the first row. */
function checkAgreement(group: Group, first: ProductFields, taxonomy: SheetTaxonomy, problems: RowProblem[]) {
  const head = group.rows[0]!
  for (const row of group.rows.slice(1)) {
    const own = productFields(row.cells, taxonomy, [])
    const differs: CatalogColumn[] = []
    if (own.category !== first.category) differs.push('category')
    else if (own.product_type !== first.product_type) differs.push('product_type')
    for (const column of PRODUCT_COLUMNS) if (row.cells[column] !== head.cells[column]) differs.push(column)
    for (const column of differs)
      problems.push({
        line: row.line,
        column,
        key: 'catalogImport.differsFromRow',
        params: { row: head.line },
      })
  }
}

export function planImport(
  rows: FileRow[],
  taxonomy: SheetTaxonomy,
  skus: Map<string, SavedSku>,
  saved: Map<number, OpsProduct>,
): Plan {
  const problems: RowProblem[] = []
  const savedCells = new Map([...saved].map(([id, p]) => [id, exportCells(p, taxonomy)]))
  const plan: Plan = {
    problems,
    products: [],
    rows: rows.length,
    productsUnchanged: 0,
    variationsCreated: 0,
    variationsUpdated: 0,
    variationsUnchanged: 0,
  }
  for (const group of groupRows(rows, skus, saved, savedCells, problems)) {
    const before = problems.length
    const head = group.rows[0]!
    const own: Problem[] = []
    const product = productFields(head.cells, taxonomy, own)
    problems.push(...own.map((p) => ({ ...p, line: head.line })))
    checkAgreement(group, product, taxonomy, problems)
    const variations = group.rows.map((row) => {
      const found: Problem[] = []
      const fields = variationFields(row.cells, product.product_type, taxonomy, found)
      problems.push(...found.map((p) => ({ ...p, line: row.line })))
      return { row, fields }
    })
    if (problems.length > before) continue
    const current = group.productId === null ? undefined : saved.get(group.productId)
    if (!current) {
      plan.variationsCreated += variations.length
      plan.products.push({
        productId: null,
        lines: variations.map((v) => v.row.line),
        firstLine: head.line,
        product,
        variations: variations.map((v) => v.fields),
      })
      continue
    }
    const bySaved = new Map(variations.flatMap((v) => (v.row.saved ? [[v.row.saved.variationId, v]] : [])))
    let changed = canonical(product) !== canonical(savedProductFields(current))
    const list: PlannedProduct['variations'] = []
    const lines: (number | null)[] = []
    for (const v of current.variations) {
      const mine = bySaved.get(v.id)
      const savedFields = savedVariationFields(v)
      const same = !mine || canonical(mine.fields) === canonical(savedFields)
      if (mine) plan[same ? 'variationsUnchanged' : 'variationsUpdated']++
      changed ||= !same
      list.push({ ...(mine?.fields ?? savedFields), id: v.id, stock_read: v.stock })
      lines.push(mine?.row.line ?? null)
    }
    for (const v of variations.filter((v) => !v.row.saved)) {
      plan.variationsCreated++
      changed = true
      list.push(v.fields)
      lines.push(v.row.line)
    }
    if (!changed) {
      plan.productsUnchanged++
      continue
    }
    plan.products.push({ productId: current.id, lines, firstLine: head.line, product, variations: list })
  }
  return plan
}
