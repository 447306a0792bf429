// The catalogue queries at scale (docs/architecture.md#quality-bars): p50/p95/p99 from one client
// against PostgreSQL with 100,000 products, and the plans (EXPLAIN ANALYZE).
// Run: npx tsx bench/catalogue-queries.ts
import { ListProductsQuerySchema } from '@caravanserai/contracts/catalog'
import type { Locale } from '@caravanserai/contracts/languages'
import { sql } from 'drizzle-orm'
import { queryRows } from '../apps/api/src/db/client.ts'
import { toProductFilters } from '../apps/api/src/modules/catalog/product-filters.ts'
import { pageIdsQuery, productListQuery } from '../apps/api/src/modules/catalog/product-list-query.ts'
import { benchDatabase, percentile } from './bench-db.ts'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const { database } = await benchDatabase(PRODUCTS)
const db = database.db

const [attribute] = await queryRows<{
  id: number
  product_type_id: number
  category_id: number
  value: string
}>(
  db,
  sql`select a.id, a.product_type_id, pt.category_id, avt.value from attributes a
    join product_types pt on pt.id = a.product_type_id
    join attribute_values av on av.attribute_id = a.id
    join attribute_value_translations avt on avt.attribute_value_id = av.id and avt.locale = 'en'
    order by a.id limit 1`,
)
if (!attribute) throw new Error('no attributes: the demo taxonomy is missing')

const cases: Array<[string, string, Locale]> = [
  [
    'category + price range + one attribute + price sort',
    `category=${attribute.category_id}&price_gt=100&price_lt=4000&attribute_${attribute.id}=${encodeURIComponent(attribute.value)}&order_by=price_low_to_high`,
    'en',
  ],
  ['search (en) "saffron", a tenth of the catalogue matches', 'query=saffron', 'en'],
  [
    'search (en) "tabriz carpet heritage", a selective query',
    `query=${encodeURIComponent('tabriz carpet heritage')}`,
    'en',
  ],
  ['search (ru) "фисташки"', `query=${encodeURIComponent('фисташки')}`, 'ru'],
  ['search (fa) "فرش"', `query=${encodeURIComponent('فرش')}`, 'fa'],
  ['default listing, page 50', 'page=50', 'en'],
]

console.info(`PostgreSQL, ${PRODUCTS} products, ${RUNS} runs per query after 20 warm-up runs\n`)
for (const [label, query, locale] of cases) {
  const filters = toProductFilters(
    ListProductsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
  )
  const statement = productListQuery(filters, locale, null)
  for (let i = 0; i < 20; i++) await db.execute(statement)
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await db.execute(statement)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const ms = (n: number) => `${n.toFixed(1)} ms`
  console.info(
    `${label}\n  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(percentile(times, 99))}`,
  )
  if (process.env.BENCH_EXPLAIN !== '0') {
    // The filtering and sorting part; the JSON of the twelve products found is built after it.
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, buffers off) ${pageIdsQuery(filters, locale, null)}`,
    )
    console.info(plan.map((r) => `    ${r['QUERY PLAN']}`).join('\n'))
  }
  console.info('')
}
await database.close()
