import { buildTestApp, type TestApp, testConfig } from '@caravanserai/api/testing/build-test-app'
import type { StorefrontContext } from '@caravanserai/contracts/storefront'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { pageCache } from './page-cache.ts'
import { registerStorefront } from './ssr.ts'

const TOKEN = 'page-scrape-Zz-0123456789abcdef'

let t: TestApp

/** The value of the page cache's lookups of one result in a scrape, 0 when not reported. */
async function pageLookups(result: 'hit' | 'miss'): Promise<number> {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.statusCode).toBe(200)
  const line = res.body
    .split('\n')
    .find(
      (l) =>
        l.startsWith('caravanserai_cache_lookups_total{') &&
        l.includes('cache="page"') &&
        l.includes(`result="${result}"`),
    )
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1))
}

beforeAll(async () => {
  t = await buildTestApp('pglite', {
    config: testConfig({ METRICS_TOKEN: TOKEN }),
    extend: (app) =>
      registerStorefront(
        app,
        async () =>
          new Response('<!DOCTYPE html><html><body><h1>Saffron</h1></body></html>', {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          }),
        (reply) => ({ nonce: reply.scriptNonce }) as StorefrontContext,
        pageCache(),
      ),
  })
})
afterAll(() => t.close())

test("the metrics count the shared visitor pages' hits and misses, and what the cache keeps", async () => {
  const [hits, misses] = [await pageLookups('hit'), await pageLookups('miss')]
  await t.app.inject({ url: '/en/about' })
  await t.app.inject({ url: '/en/about' })
  await t.app.inject({ url: '/fa/about' })
  expect(await pageLookups('miss')).toBe(misses + 2)
  expect(await pageLookups('hit')).toBe(hits + 1)
  const scrape = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  expect(scrape.body).toMatch(/^caravanserai_cache_entries\{cache="page"\} 2$/m)
})
