// npm run bench: builds, fills PostgreSQL with 10,000 and 100,000 synthetic products, starts the
// production server as an operator would, and measures visitor pages, the API, first-load script
// and Lighthouse against the targets (docs/performance.md, which it rewrites).
//   npm run bench -- [--skip-build] [--seconds 20] [--only pages,api,script,lighthouse]
import { execSync } from 'node:child_process'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { benchDatabase } from '../bench-db.ts'
import { pageLookups, readyShop, shownProducts, startBuying } from './buyers.ts'
import { measureLighthouse } from './lighthouse.ts'
import { type Load, type Measured, measure } from './load.ts'
import { settled, startCeiling, startProduct } from './processes.ts'
import { type Judged, writeReport } from './report.ts'
import { measureScript } from './script-weight.ts'
import { apiLoads, ensureBenchRate, pageLoads, readCatalogue, unseenProducts } from './workload.ts'

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '20' },
    only: { type: 'string', default: 'pages,api,script,lighthouse' },
  },
})
const seconds = Number(values.seconds)
const only = new Set(values.only.split(','))
const root = path.resolve(import.meta.dirname, '../..')
const PUBLIC_PAGES = [
  '',
  '/products',
  '/product/1',
  '/routes',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/register',
  '/cart',
  '/wishlist',
]
const LIGHTHOUSE_PAGES = ['/en', '/en/products', '/en/product/1', '/fa', '/fa/products', '/fa/product/1']

if (!values['skip-build']) execSync('npm run build', { cwd: root, stdio: 'inherit' })
const small = await benchDatabase(10_000, 'caravanserai_bench_10000')
const large = only.has('api') ? await benchDatabase(100_000, 'caravanserai_bench_100000') : undefined
for (const bench of [small, large]) if (bench) await ensureBenchRate(bench.database)
const catalogue = await readCatalogue(small.database)
const largeCatalogue = large && (await readCatalogue(large.database))
await large?.database.close()
/** Buyers ordering while pages are measured, each resting this long between orders. */
const BUYERS = 4
const BUYER_PAUSE_MS = 200

const judged: Judged = {
  ceiling: 0,
  pages: [],
  buying: [],
  api: [],
  apiLarge: [],
  script: [],
  lighthouse: [],
}
const log = (m: Measured) =>
  console.info(
    `${m.label.padEnd(24)} ${m.rps.toFixed(0).padStart(6)}/s  p50 ${m.p50} ms  p99 ${m.p99} ms  CPU ${m.cpuPerRequest.toFixed(2)} ms/answer  failed ${m.failed}`,
  )

let product = await startProduct(small.url)
try {
  const body = await (
    await fetch(`${product.url}/api/products/list/`, { headers: { 'accept-language': 'en' } })
  ).text()
  await settled(product.pid)
  const ceiling = await startCeiling(body)
  const bare = await measure(
    ceiling,
    { label: 'ceiling', connections: 50, next: () => '/ceiling', headers: {} },
    seconds,
  )
  await ceiling.stop()
  judged.ceiling = bare.rps
  log(bare)
  const warmUp = async (loads: ReturnType<typeof apiLoads>) => {
    for (const load of loads) await measure(product, load, 3)
  }
  if (only.has('pages')) {
    await warmUp(pageLoads(catalogue))
    for (const load of pageLoads(catalogue)) judged.pages.push(await measure(product, load, seconds))
    // The same rows again, each measured without orders and then while buyers order the products
    // they show: what orders leave of the caches (docs/decisions/050-caches-that-survive-orders.md).
    const shop = await readyShop(small.database, BUYERS, await shownProducts(product.url, 50))
    const running = product
    /** A measurement with the share of its pages answered from the page cache. */
    const withHits = async (load: Load) => {
      const before = await pageLookups(running.url)
      const measured = await measure(running, load, seconds)
      const after = await pageLookups(running.url)
      const hits = after.hits - before.hits
      return { measured, hitShare: hits / (hits + after.misses - before.misses) }
    }
    for (const load of pageLoads(catalogue)) {
      const quiet = await withHits(load)
      const buying = await startBuying(product.url, shop, BUYER_PAUSE_MS)
      const busy = await withHits(load)
      const { orders, failed, seconds: spent } = await buying.stop()
      judged.buying.push({
        quiet: quiet.measured,
        busy: busy.measured,
        hitShares: [quiet.hitShare, busy.hitShare],
        ordersPerSecond: orders / spent,
        orderFailures: failed,
      })
    }
    // A fresh process, so the product pages asked for are ones it has never rendered.
    await product.stop()
    product = await startProduct(small.url)
    await measure(
      product,
      {
        ...unseenProducts(catalogue),
        next: (n) => `/en/product/${catalogue.ids[catalogue.ids.length - 1 - n]}`,
      },
      3,
    )
    judged.unseen = await measure(product, unseenProducts(catalogue), seconds)
    judged.pages.forEach(log)
    log(judged.unseen)
    for (const { quiet, busy, hitShares, ordersPerSecond } of judged.buying)
      console.info(
        `${`${busy.label}, buying`.padEnd(24)} ${busy.rps.toFixed(0).padStart(6)}/s = ${(busy.rps / quiet.rps).toFixed(2)}× of ${quiet.rps.toFixed(0)}/s without orders, ${ordersPerSecond.toFixed(1)} orders/s, page cache hits ${hitShares.map((h) => `${(h * 100).toFixed(1)}%`).join(' → ')}`,
      )
  }
  if (only.has('api')) {
    await warmUp(apiLoads(catalogue))
    for (const load of apiLoads(catalogue)) judged.api.push(await measure(product, load, seconds))
    judged.api.forEach(log)
  }
  if (only.has('script')) {
    judged.script = await measureScript(
      product.url,
      ['en', 'fa'].flatMap((lang) => PUBLIC_PAGES.map((p) => `/${lang}${p}`)),
    )
    for (const s of judged.script)
      console.info(`${s.path.padEnd(16)} ${s.files} files  ${s.brotliKb.toFixed(1)} KB brotli`)
  }
  if (only.has('lighthouse')) {
    judged.lighthouse = await measureLighthouse(product.url, LIGHTHOUSE_PAGES, 3)
    for (const l of judged.lighthouse)
      console.info(
        `${l.path.padEnd(16)} performance ${l.scores.performance}  LCP ${l.lcp.toFixed(2)} s  CLS ${l.cls.toFixed(3)}`,
      )
  }
} finally {
  await product.stop()
  await small.database.close()
}
if (large && largeCatalogue) {
  const big = await startProduct(large.url)
  try {
    for (const load of apiLoads(largeCatalogue)) await measure(big, load, 3)
    for (const load of apiLoads(largeCatalogue)) judged.apiLarge.push(await measure(big, load, seconds))
    judged.apiLarge.forEach(log)
  } finally {
    await big.stop()
  }
}
const missed = writeReport(judged, {
  seconds,
  command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
})
process.exitCode = missed > 0 ? 1 : 0
