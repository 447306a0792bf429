// The plans of the API's uncached listings and detail, as the benchmark asks for them, kept beside
// it: EXPLAIN (ANALYZE, BUFFERS) of the very statements the routes run, at 10,000 and 100,000
// products, written to docs/performance/explain.md. Run after `npm run bench` has filled them:
//   npx tsx bench/perf/explain.ts
import fs from 'node:fs'
import path from 'node:path'
import { ListProductsQuerySchema } from '@caravanserai/contracts/catalog'
import { type SQL, sql } from 'drizzle-orm'
import { queryRows } from '../../apps/api/src/db/client.ts'
import { toProductFilters } from '../../apps/api/src/modules/catalog/product-filters.ts'
import { productJson } from '../../apps/api/src/modules/catalog/product-json.ts'
import { productListQuery, productPageQuery } from '../../apps/api/src/modules/catalog/product-list-query.ts'
import { benchDatabase } from '../bench-db.ts'
import { apiLoads, readCatalogue } from './workload.ts'

const out = path.resolve(import.meta.dirname, '../../docs/performance/explain.md')
const sections: string[] = []
for (const products of [10_000, 100_000]) {
  const { database } = await benchDatabase(products, `caravanserai_bench_${products}`)
  const catalogue = await readCatalogue(database)
  for (const load of apiLoads(catalogue)) {
    const url = new URL(load.next(7), 'http://bench')
    let statement: SQL
    let note: string
    if (url.pathname.startsWith('/api/products/list/')) {
      const filters = toProductFilters(ListProductsQuerySchema.parse(Object.fromEntries(url.searchParams)))
      // A scope and a price range are counted in memory (decision 024): only the page is asked for.
      const inMemory = filters.attributes.size === 0 && !filters.search
      statement = inMemory ? productPageQuery(filters, 'en', null) : productListQuery(filters, 'en', null)
      note = inMemory
        ? 'the page only; its total is counted in memory'
        : 'the page and its total in one statement'
    } else {
      const id = Number(url.pathname.split('/')[3])
      statement = sql`select (${productJson('en', null, { reviews: true })})::text as product from products p
        where p.id = ${id} and p.deleted_at is null and p.is_active`
      note = 'the product as the API answers it'
    }
    for (let i = 0; i < 5; i++) await database.db.execute(statement)
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`explain (analyze, buffers) ${statement}`,
    )
    sections.push(
      `## ${load.label}, ${products.toLocaleString('en')} products\n\n\`${url.pathname}${url.search}\` — ${note}.\n\n\`\`\`text\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`,
    )
    console.info(`${load.label}, ${products}: ${plan.at(-1)?.['QUERY PLAN']}`)
  }
  await database.close()
}
fs.writeFileSync(
  out,
  `# Plans of the API's uncached reads\n\nWritten by \`npx tsx bench/perf/explain.ts\` (warm, after five runs of each); read with [profile.md](profile.md).\n\n${sections.join('\n')}`,
)
