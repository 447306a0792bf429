import http from 'node:http'
import zlib from 'node:zlib'
import { expect, test } from './fixtures.ts'

/**
 * What a new connection's first round trip carries: about ten segments of 1460 bytes
 * (docs/decisions/018-interface-faces-avif-and-card-lists.md), less the answer's headers.
 */
const FIRST_ROUND_TRIP = 14 * 1024

/** The page's bytes as the server sends them to a browser that takes brotli. */
function rawPage(baseURL: string, path: string, cookie: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const request = http.get(
      new URL(path, baseURL),
      { headers: { 'accept-encoding': 'br', cookie } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        )
      },
    )
    request.on('error', reject)
  })
}

/** What a browser can read of the page from its first `bytes` compressed bytes alone. */
const readableFrom = (body: Buffer, bytes: number) =>
  zlib
    .brotliDecompressSync(body.subarray(0, bytes), { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH })
    .toString('utf8')

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;')

// The catalogue's first cards paint from the first round trip, whichever display currency the
// visitor chose (docs/decisions/045-currencies.md): its prices and rate note must not push them out.
test.describe('the catalogue’s first round trip', () => {
  test.skip(({ isMobile }) => isMobile, 'the server sends phones the same page')

  for (const [lang, apiLang] of [
    ['en', 'en'],
    ['am', 'hy'],
  ] as const) {
    for (const currency of ['USD', 'AMD']) {
      test(`/${lang}/products with currency ${currency} names its first products in 14 KB`, async ({
        request,
        baseURL,
      }) => {
        const list = await request.get('/api/products/list/?page_size=4', {
          headers: { 'accept-language': apiLang },
        })
        const names: string[] = (await list.json()).results.map((p: { name: string }) => p.name)
        expect(names).toHaveLength(4)
        const { encoding, body } = await rawPage(baseURL!, `/${lang}/products`, `currency=${currency}`)
        expect(encoding).toBe('br')
        const readable = readableFrom(body, FIRST_ROUND_TRIP)
        for (const name of names) expect(readable).toContain(escaped(name))
      })
    }
  }
})
