import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { createHttpApp } from '@caravanserai/api/app'
import { parseConfig } from '@caravanserai/api/config'
import type { StorefrontContext } from '@caravanserai/contracts/storefront'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { inlineScriptHashes, pageCache } from './page-cache.ts'
import { registerStorefront } from './ssr.ts'

const script = 'window.__data = {"products":[1,2,3]}'
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const parsed = parseConfig({ NODE_ENV: 'test', JWT_SECRET: 'page-cache-test-secret-0123456789abcdef' })
if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
const app = await createHttpApp(parsed.config)
const pages = pageCache()
const renders: { url: string; nonce: string }[] = []

beforeAll(async () => {
  await registerStorefront(
    app,
    async (request, context) => {
      const { pathname, search } = new URL(request.url)
      renders.push({ url: pathname + search, nonce: context.nonce })
      const found = !request.url.includes('/missing')
      const body = `<!DOCTYPE html><html><body><h1>${'Saffron '.repeat(200)}</h1><script nonce="${context.nonce}">${script}</script><script type="module" src="/assets/entry.js"></script></body></html>`
      const oneHolder = request.url.includes('/confirm/') ? { 'cache-control': 'private, no-store' } : {}
      return new Response(body, {
        status: found ? 200 : 404,
        headers: { 'content-type': 'text/html; charset=utf-8', ...oneHolder },
      })
    },
    (reply) => ({ nonce: reply.scriptNonce }) as StorefrontContext,
    pages,
  )
  await app.ready()
})
afterAll(() => app.close())
beforeEach(() => {
  pages.clear()
  renders.length = 0
})

test('a visitor page renders once, without a nonce, and its CSP allows its inline scripts by hash', async () => {
  const first = await app.inject({ url: '/en/products?page=2' })
  const second = await app.inject({ url: '/en/products?page=2', headers: { 'accept-encoding': 'br' } })
  expect(renders).toEqual([{ url: '/en/products?page=2', nonce: '' }])
  expect(first.statusCode).toBe(200)
  expect(zlib.brotliDecompressSync(second.rawPayload).toString('utf8')).toBe(first.body)
  for (const res of [first, second]) {
    const policy = String(res.headers['content-security-policy'])
    expect(policy).toContain(`script-src 'self' ${sha256(script)};`)
    expect(policy).not.toContain('nonce-')
  }
})

test('a page’s first visitor gets a quicker brotli, and the page is compressed harder once a second asks', async () => {
  const brotliAt = (quality: number, text: string) =>
    zlib.brotliCompressSync(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      },
    })
  const br = { 'accept-encoding': 'br' }
  const first = await app.inject({ url: '/en/product/7', headers: br })
  const plain = zlib.brotliDecompressSync(first.rawPayload).toString('utf8')
  expect(first.rawPayload).toEqual(brotliAt(3, plain))
  await app.inject({ url: '/en/product/7', headers: br })
  await vi.waitFor(async () => {
    const later = await app.inject({ url: '/en/product/7', headers: br })
    expect(later.rawPayload).toEqual(brotliAt(5, plain))
    expect(later.headers.etag).toBe(first.headers.etag)
  })
  expect(renders).toHaveLength(1)
})

test('the catalogue changing, a signed-in request, a page not found and one for one holder all render anew', async () => {
  await app.inject({ url: '/en/newsletter/confirm/abc' })
  const again = await app.inject({ url: '/en/newsletter/confirm/abc' })
  expect(again.headers['cache-control']).toBe('private, no-store')
  expect(renders).toHaveLength(2)
  renders.length = 0
  await app.inject({ url: '/fa' })
  pages.clear()
  await app.inject({ url: '/fa' })
  await app.inject({ url: '/fa', headers: { authorization: 'Bearer x' } })
  await app.inject({ url: '/fa/missing' })
  await app.inject({ url: '/fa/missing' })
  expect(renders.map((r) => r.url)).toEqual(['/fa', '/fa', '/fa', '/fa/missing', '/fa/missing'])
  // The signed-in request was rendered as any page is, with this response's own nonce.
  expect(renders[2]?.nonce).not.toBe('')
})

test('crawlers and people are kept apart, and the language picker at / is never shared', async () => {
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
  await app.inject({ url: '/ru', headers: { 'user-agent': firefox } })
  await app.inject({ url: '/ru', headers: { 'user-agent': googlebot } })
  await app.inject({ url: '/ru', headers: { 'user-agent': googlebot } })
  await app.inject({ url: '/' })
  await app.inject({ url: '/' })
  expect(renders.map((r) => r.url)).toEqual(['/ru', '/ru', '/', '/'])
})

test('a browser that has the page gets 304, one without brotli gets gzip', async () => {
  const first = await app.inject({ url: '/am/faq' })
  const again = await app.inject({ url: '/am/faq', headers: { 'if-none-match': String(first.headers.etag) } })
  expect(again.statusCode).toBe(304)
  expect(again.body).toBe('')
  const gzipped = await app.inject({ url: '/am/faq', headers: { 'accept-encoding': 'gzip, br;q=0' } })
  expect(gzipped.headers['content-encoding']).toBe('gzip')
  expect(zlib.gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(first.body)
})

test('hashes cover inline scripts, held ones included, and leave out files and data blocks', () => {
  const html = `<script type="application/ld+json">{"@type":"Product"}</script><script src="/a.js"></script><script type="text/x-after-first-paint">import("/b.js")</script><script nonce="">x()</script><script>t("زعفران")</script>`
  expect(inlineScriptHashes(Buffer.from(html))).toEqual([
    sha256('import("/b.js")'),
    sha256('x()'),
    sha256('t("زعفران")'),
  ])
})

test('a page is kept per display currency: the chosen one, else the language’s, and any other cookie renders anew', async () => {
  await app.inject({ url: '/ru/products' })
  // Russian pages show roubles until a visitor chooses: the same page as a chosen RUB.
  await app.inject({ url: '/ru/products', headers: { cookie: 'currency=RUB' } })
  await app.inject({ url: '/ru/products', headers: { cookie: 'currency=AMD' } })
  await app.inject({ url: '/ru/products', headers: { cookie: 'currency=AMD' } })
  await app.inject({ url: '/en/products', headers: { cookie: 'currency=AMD' } })
  // A value that is no currency is no choice: the language's.
  await app.inject({ url: '/ru/products', headers: { cookie: 'currency=XYZ' } })
  await app.inject({ url: '/ru/products', headers: { cookie: 'currency=AMD; session=abc' } })
  expect(renders.map((r) => r.url)).toEqual(['/ru/products', '/ru/products', '/en/products', '/ru/products'])
  const shared = await app.inject({ url: '/ru/products', headers: { cookie: 'currency=AMD' } })
  expect(shared.headers.vary).toContain('Cookie')
})
