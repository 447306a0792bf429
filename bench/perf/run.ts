// npm run bench: builds, fills PostgreSQL with 10,000 and 100,000 synthetic products, starts the
// production server as an operator would, and measures visitor pages and the API at both sizes
// (at capacity and under light load), first-load script and Lighthouse against the targets
// (docs/performance.md, which it rewrites). About 12 minutes in all with the default 10 s a row.
//   npm run bench -- [--skip-build] [--seconds 10] [--only pages,api,script,lighthouse]
import { execSync } from 'node:child_process'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { benchDatabase } from '../bench-db.ts'
import { pageLookups, readyShop, shownProducts, startBuying } from './buyers.ts'
import { measureLighthouse } from './lighthouse.ts'
import { type Load, type Measured, measure } from './load.ts'
import { type Running, settled, startCeiling, startProduct } from './processes.ts'
import { type Judged, type Sized, writeReport } from './report.ts'
import { measureScript } from './script-weight.ts'
import {
  apiLoads,
  type Catalogue,
  ensureBenchRate,
  LIGHT,
  largePageLoads,
  pageLoads,
  readCatalogue,
  unseenProducts,
} from './workload.ts'

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
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
const measuresPages = only.has('pages')
const measuresApi = only.has('api')
const small = await benchDatabase(10_000, 'caravanserai_bench_10000')
const large =
  measuresPages || measuresApi ? await benchDatabase(100_000, 'caravanserai_bench_100000') : undefined
for (const bench of [small, large]) if (bench) await ensureBenchRate(bench.database)
const catalogue = await readCatalogue(small.database)
const largeCatalogue = large && (await readCatalogue(large.database))
await large?.database.close()
/** Buyers ordering while pages are measured, each resting this long between orders. */
const BUYERS = 4
const BUYER_PAUSE_MS = 200

const judged: Judged = { ceiling: 0, sizes: [], buying: [], script: [], lighthouse: [] }
const log = (m: Measured) =>
  console.info(
    `${m.label.padEnd(30)} ${String(m.connections).padStart(2)} conn. ${m.rps.toFixed(0).padStart(6)}/s  p50 ${m.p50} ms  p99 ${m.p99} ms  CPU ${m.cpuPerRequest.toFixed(2)} ms/answer  failed ${m.failed}`,
  )
const warmUp = async (target: Running, loads: Load[]) => {
  for (const load of loads) await measure(target, load, 3)
}
/** Each load at its own connections, logged as it comes. */
const measureAll = async (target: Running, loads: Load[]) => {
  const measured: Measured[] = []
  for (const load of loads) {
    measured.push(await measure(target, load, seconds))
    log(measured[measured.length - 1] as Measured)
  }
  return measured
}

/**
 * Product pages never rendered before, from a fresh process: a warm-up walking back from the last
 * product, then light load from the first, then capacity from the middle (disjoint stretches).
 */
async function measureUnseen(
  url: string,
  at: Catalogue,
): Promise<{ running: Running; unseen: Sized['unseen'] }> {
  const running = await startProduct(url)
  await measure(running, unseenProducts(at, 20, -1), 3)
  const [light, capacity] = await measureAll(running, [
    unseenProducts(at, LIGHT, 0),
    unseenProducts(at, 20, Math.floor(at.ids.length / 2)),
  ])
  return { running, unseen: light && capacity ? { light, capacity } : undefined }
}

/** The uncached API rows at capacity, then the light ones under light load. */
async function measureApi(target: Running, sized: Sized, at: Catalogue) {
  const loads = apiLoads(at)
  await warmUp(target, loads)
  sized.api = await measureAll(target, loads)
  sized.apiLight = await measureAll(
    target,
    loads.filter((load) => load.light).map((load) => ({ ...load, connections: LIGHT })),
  )
}

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
  const sized: Sized = { products: catalogue.products, pages: [], api: [], apiLight: [] }
  judged.sizes.push(sized)
  if (measuresPages) {
    await warmUp(product, pageLoads(catalogue))
    sized.pages = await measureAll(product, pageLoads(catalogue))
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
      console.info(
        `${`${busy.measured.label}, buying`.padEnd(30)} ${busy.measured.rps.toFixed(0).padStart(6)}/s = ${(busy.measured.rps / quiet.measured.rps).toFixed(2)}× of ${quiet.measured.rps.toFixed(0)}/s without orders, ${(orders / spent).toFixed(1)} orders/s, page cache hits ${[quiet.hitShare, busy.hitShare].map((h) => `${(h * 100).toFixed(1)}%`).join(' → ')}`,
      )
    }
    await product.stop()
    const fresh = await measureUnseen(small.url, catalogue)
    product = fresh.running
    sized.unseen = fresh.unseen
  }
  if (measuresApi) await measureApi(product, sized, catalogue)
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
  const sized: Sized = { products: largeCatalogue.products, pages: [], api: [], apiLight: [] }
  judged.sizes.push(sized)
  let big = await startProduct(large.url)
  try {
    if (measuresPages) {
      await warmUp(big, largePageLoads(largeCatalogue))
      sized.pages = await measureAll(big, largePageLoads(largeCatalogue))
      await big.stop()
      const fresh = await measureUnseen(large.url, largeCatalogue)
      big = fresh.running
      sized.unseen = fresh.unseen
    }
    if (measuresApi) await measureApi(big, sized, largeCatalogue)
  } finally {
    await big.stop()
  }
}
const missed = writeReport(judged, {
  seconds,
  command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
})
process.exitCode = missed > 0 ? 1 : 0
