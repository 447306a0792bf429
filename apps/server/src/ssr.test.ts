import zlib from 'node:zlib'
import { createHttpApp } from '@caravanserai/api/app'
import { parseConfig } from '@caravanserai/api/config'
import type { StorefrontContext } from '@caravanserai/contracts/storefront'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { registerStorefront } from './ssr.ts'

// A page of the storefront's kind: markup with repeated classes and varied text.
const page = `<!DOCTYPE html><html lang="en"><body><main>${Array.from(
  { length: 400 },
  (_, i) =>
    `<li class="flex flex-col gap-2 p-4"><a href="/en/product/${i}">Product ${i * 7919} from lot ${(i * 104729) % 9973}</a></li>`,
).join('')}</main></body></html>`

const parsed = parseConfig({ NODE_ENV: 'test', JWT_SECRET: 'ssr-test-secret-ssr-test-secret-0123' })
if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
const app = await createHttpApp(parsed.config)
beforeAll(async () => {
  await registerStorefront(
    app,
    async () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    // The stand-in handler reads no load context.
    () => ({}) as StorefrontContext,
  )
  await app.ready()
})
afterAll(() => app.close())

test('pages go out as brotli at quality 7, whatever newer encodings the browser also takes', async () => {
  const res = await app.inject({ url: '/en', headers: { 'accept-encoding': 'zstd, br, gzip, deflate' } })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-encoding']).toBe('br')
  expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(page)
  const atQuality = (quality: number) =>
    zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length
  expect(res.rawPayload.length).toBeLessThan(atQuality(4))
  expect(res.rawPayload.length).toBeLessThanOrEqual(atQuality(7) + 64)
})

test('a browser without brotli gets gzip', async () => {
  const res = await app.inject({ url: '/en', headers: { 'accept-encoding': 'gzip' } })
  expect(res.headers['content-encoding']).toBe('gzip')
  expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(page)
})
