// Page weight (docs/architecture.md#quality-bars): JavaScript a browser loads for home, catalogue and product
// pages until the network is idle, gzipped (budget 150 KB), and the brotli bytes of the
// catalogue and product HTML that come before the first product.
//   npm run build && npx tsx bench/page-weight.ts        (or BENCH_URL=http://127.0.0.1:3000)
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { startStorefront } from './storefront.ts'

const BUDGET_KB = 150
const PAGES = [
  ['home', '/en'],
  ['catalogue', '/en/products'],
  ['product', '/en/product/1'],
  ['home', '/fa'],
  ['catalogue', '/fa/products'],
  ['product', '/fa/product/1'],
] as const

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const gzip = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length
// @fastify/compress's own brotli setting (quality 4), i.e. what the server really sends.
const brotli = (text: string) =>
  zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length

const server = await startStorefront()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
let over = false
try {
  console.info('page       path              JS files  JS gzip KB  HTML before first product (brotli)')
  for (const [name, path] of PAGES) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const scripts = new Map<string, Buffer>()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)))
    })
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    await page.close()
    const js = [...scripts.values()].reduce((sum, body) => sum + gzip(body), 0)
    over ||= js / 1024 > BUDGET_KB
    let before = ''
    if (name !== 'home') {
      const html = await (await fetch(`${server.url}${path}`)).text()
      const marker = name === 'catalogue' ? html.indexOf('<article') : html.indexOf('<h1')
      before = `${kb(brotli(html.slice(0, marker)))} KB of ${kb(brotli(html))} KB`
    }
    console.info(
      `${name.padEnd(10)} ${path.padEnd(17)} ${String(scripts.size).padStart(8)}  ${kb(js).padStart(10)}  ${before}`,
    )
  }
  console.info(`budget: ≤ ${BUDGET_KB} KB gzip of JavaScript at first load — ${over ? 'MISSED' : 'met'}`)
} finally {
  await browser.close()
  await server.stop()
}
