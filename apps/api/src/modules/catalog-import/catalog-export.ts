import type { CatalogFileFormat } from '@caravanserai/contracts/ops-catalog-import'
import { asc, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products } from '../../db/schema/products.ts'
import { savedProducts } from './catalog-import.ts'
import { writeCatalogFile } from './catalog-sheet-file.ts'
import type { Cells } from './catalog-sheet-rows.ts'
import { exportCells } from './catalog-sheet-saved.ts'
import { loadSheetTaxonomy } from './catalog-sheet-taxonomy.ts'

// Catalogue export (docs/product.md#catalogue-import-and-export): every undeleted product's
// variations, one row each, by product id and position: exactly the rows an import reads.

const BATCH = 500

export async function exportCatalog(db: Db, format: CatalogFileFormat): Promise<Buffer> {
  const taxonomy = await loadSheetTaxonomy(db)
  const ids = (
    await db
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.deletedAt))
      .orderBy(asc(products.id))
  ).map((r) => r.id)
  const rows: Cells[] = []
  for (let at = 0; at < ids.length; at += BATCH) {
    const saved = await savedProducts(db, ids.slice(at, at + BATCH))
    for (const id of ids.slice(at, at + BATCH)) {
      const product = saved.get(id)
      if (product) rows.push(...exportCells(product, taxonomy))
    }
  }
  return writeCatalogFile(format, rows)
}
