// Where a product list request spends its time in the database: page ids, count, whole statement.
// Run: npx tsx bench/profile-list.ts ["category=1&order_by=price_low_to_high"]
import { ListProductsQuerySchema } from '@caravanserai/contracts/catalog'
import { listProducts } from '../apps/api/src/modules/catalog/catalog-queries.ts'
import { toProductFilters } from '../apps/api/src/modules/catalog/product-filters.ts'
import { pageIdsQuery, productCountQuery } from '../apps/api/src/modules/catalog/product-list-query.ts'
import { benchDatabase } from './bench-db.ts'

const { database } = await benchDatabase(Number(process.env.BENCH_PRODUCTS ?? 100_000))
const db = database.db
const query =
  process.argv[2] ??
  'category=1&price_gt=10&price_lt=5000&attribute_1=Category%20I&order_by=price_low_to_high'
const filters = toProductFilters(
  ListProductsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
)

async function time(label: string, fn: () => Promise<unknown>, runs = 50) {
  for (let i = 0; i < 5; i++) await fn()
  const started = performance.now()
  for (let i = 0; i < runs; i++) await fn()
  console.info(`${label.padEnd(24)} ${((performance.now() - started) / runs).toFixed(2)} ms`)
}

console.info(query)
await time('page ids', () => db.execute(pageIdsQuery(filters, 'en', null)))
await time('count', () => db.execute(productCountQuery(filters, 'en', null)))
await time('whole page (one query)', () => listProducts(db, filters, 'en', null))
await database.close()
