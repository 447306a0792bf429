import { LOCALES } from '@caravanserai/contracts/languages'
import { type OpsProduct, SkuSchema } from '@caravanserai/contracts/ops-catalog'
import { CATALOG_COLUMNS, type CatalogColumn } from '@caravanserai/contracts/ops-catalog-import'
import type { Cells, Problem } from './catalog-sheet-rows.ts'

// An import's rows merged over what is saved and grouped into products
// (docs/product.md#catalogue-import-and-export).

export type FileRow = { line: number; cells: Partial<Cells> }
export type RowProblem = Problem & { line: number }
export type SavedSku = { variationId: number; productId: number }

export const PRODUCT_COLUMNS: CatalogColumn[] = [
  'producer',
  ...LOCALES.flatMap((l) => [`name_${l}`, `description_${l}`] as const),
  'is_active',
  'hs_code',
  'origin_country',
]

export type Group = { productId: number | null; rows: { line: number; cells: Cells; saved?: SavedSku }[] }

const EMPTY = Object.fromEntries(CATALOG_COLUMNS.map((c) => [c, ''])) as Cells

/**
 * The file's rows merged over what is saved (a column the file leaves out, or an empty stock,
 * keeps the saved value), grouped into products: by product id, by the product of a saved SKU,
 * else (a new product) by English name.
 */
export function groupRows(
  rows: FileRow[],
  skus: Map<string, SavedSku>,
  saved: Map<number, OpsProduct>,
  savedCells: Map<number, Cells[]>,
  problems: RowProblem[],
): Group[] {
  const groups = new Map<string, Group>()
  const seen = new Map<string, number>()
  for (const { line, cells: given } of rows) {
    const problem = (column: CatalogColumn | null, key: Problem['key'], params?: Problem['params']) =>
      problems.push({ line, column, key, ...(params ? { params } : {}) })
    const sku = SkuSchema.safeParse(given.sku ?? '')
    if (!sku.success) {
      problem('sku', given.sku ? 'catalog.skuInvalid' : 'catalogImport.skuRequired')
      continue
    }
    const skuKey = sku.data.toLowerCase()
    const earlier = seen.get(skuKey)
    if (earlier !== undefined) {
      problem('sku', 'catalogImport.skuRepeatedInFile', { row: earlier })
      continue
    }
    seen.set(skuKey, line)
    const holder = skus.get(skuKey)
    const idText = given.product_id ?? ''
    let productId = holder?.productId
    if (idText !== '') {
      const id = /^\d{1,9}$/.test(idText) ? Number(idText) : Number.NaN
      if (!saved.has(id)) {
        problem(
          'product_id',
          Number.isNaN(id) ? 'catalogImport.productIdInvalid' : 'catalogImport.productNotFound',
          {
            id: idText,
          },
        )
        continue
      }
      if (holder && holder.productId !== id) {
        problem('sku', 'catalogImport.skuOfOtherProduct', { id: holder.productId })
        continue
      }
      productId = id
    }
    const own = productId === undefined ? undefined : savedCells.get(productId)
    const base = own?.find((c) => c.sku.toLowerCase() === skuKey) ?? {
      ...EMPTY,
      ...(own
        ? Object.fromEntries(
            ['product_id', 'category', 'product_type', ...PRODUCT_COLUMNS].map((c) => [
              c,
              own[0]![c as CatalogColumn],
            ]),
          )
        : {}),
    }
    const cells = { ...base }
    for (const column of CATALOG_COLUMNS) {
      const value = given[column]
      if (value === undefined || (column === 'stock' && value === '' && holder)) continue
      cells[column] = value
    }
    // A saved SKU keeps its spelling; the file finds it whatever the case.
    cells.sku = holder ? base.sku : sku.data
    const key =
      productId !== undefined
        ? `p${productId}`
        : cells.name_en
          ? `n${cells.name_en.toLowerCase()}`
          : `r${line}`
    const group = groups.get(key) ?? { productId: productId ?? null, rows: [] }
    group.rows.push({ line, cells, ...(holder ? { saved: holder } : {}) })
    groups.set(key, group)
  }
  return [...groups.values()]
}
