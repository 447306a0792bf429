// What the listing facts cost at a bench database's size (docs/decisions/051-search-at-scale.md):
// the time to read them, the memory they hold, and the time of each bench listing answered from
// them, each listing asked once (its own lower price bound), as bench/perf/workload.ts asks.
//   npx tsx bench/listing-facts.ts [--products 100000] [--listings 200]
import { parseArgs } from 'node:util'
import { listProducts } from '../apps/api/src/modules/catalog/catalog-queries.ts'
import { CatalogFacts } from '../apps/api/src/modules/catalog/facts/catalog-facts.ts'
import { readFacts } from '../apps/api/src/modules/catalog/facts/facts-read.ts'
import { toProductFilters } from '../apps/api/src/modules/catalog/product-filters.ts'
import { ListProductsQuerySchema } from '../packages/contracts/src/catalog.ts'
import { benchDatabase } from './bench-db.ts'
import { readCatalogue } from './perf/workload.ts'

const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, listings: { type: 'string', default: '200' } },
})
const products = Number(values.products)
const { database } = await benchDatabase(products, `caravanserai_bench_${products}`)
const { db } = database
const catalogue = await readCatalogue(database)
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`

global.gc?.()
const before = process.memoryUsage()
let started = performance.now()
const held = await readFacts(db)
console.info(`read ${held.ids.length} products' facts in ${(performance.now() - started).toFixed(0)} ms`)
global.gc?.()
const after = process.memoryUsage()
console.info(
  `heap +${mb(after.heapUsed - before.heapUsed)}, array buffers +${mb(after.arrayBuffers - before.arrayBuffers)}, rss ${mb(after.rss)}`,
)

const facts = new CatalogFacts(db)
while (!(await facts.list(toProductFilters(ListProductsQuerySchema.parse({ query: 'saffron' })), 'en')))
  await new Promise((resolve) => setTimeout(resolve, 100))
const listings = Number(values.listings)
const rows: [string, (n: number) => Record<string, string>][] = [
  [
    'category + price',
    (n) => ({
      category: String(catalogue.category),
      price_gt: (10 + n / 1000).toFixed(3),
      price_lt: '5000',
      [`attribute_${catalogue.attribute}`]: catalogue.value,
      order_by: 'price_low_to_high',
    }),
  ],
  ['search', (n) => ({ query: 'saffron', price_gt: (10 + n / 1000).toFixed(3) })],
]
for (const [label, query] of rows) {
  for (const [way, from] of [
    ['facts', facts],
    ['sql', undefined],
  ] as const) {
    started = performance.now()
    const cpu = process.cpuUsage()
    let count = 0
    for (let n = 0; n < listings; n++) {
      const f = toProductFilters(ListProductsQuerySchema.parse(query(n + (way === 'sql' ? listings : 0))))
      count = (await listProducts(db, f, 'en', null, undefined, from)).count
    }
    const used = process.cpuUsage(cpu)
    const ms = (performance.now() - started) / listings
    console.info(
      `${label.padEnd(18)} ${way.padEnd(5)} ${ms.toFixed(2)} ms/listing, process CPU ${((used.user + used.system) / 1000 / listings).toFixed(2)} ms, total ${count}`,
    )
  }
}
console.info(`rss ${mb(process.memoryUsage().rss)}`)
await database.close()
