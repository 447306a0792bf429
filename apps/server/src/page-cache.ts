import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Database, Unlisten } from '@caravanserai/api/db/client'
import {
  CATALOG_CHANNEL,
  catalogChangeOf,
  stockChangeTags,
} from '@caravanserai/api/modules/catalog/catalog-changes'
import { VisitorCache } from '@caravanserai/api/visitor-cache'
import {
  CURRENCY_COOKIE,
  chosenCurrency,
  cookiesOf,
  displayCurrencyOf,
} from '@caravanserai/contracts/display-currency'
import { isLang, type Lang } from '@caravanserai/contracts/languages'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isbot } from 'isbot'

/**
 * A rendered page as every visitor gets it (docs/decisions/023): its status and headers, its body
 * plain and in brotli, compressed once, and the CSP that lets its inline scripts run by their
 * hashes. The rare browser without brotli gets the plain body compressed as any answer is.
 */
export type SharedPage = {
  status: number
  headers: [string, string][]
  body: { identity: Buffer; br: Buffer }
  /** Visitors sent the page so far: the second brings the kept compression (see FIRST_BROTLI). */
  sent: number
  etag: string
  policy: string
  /**
   * What of the catalogue the page shows (catalog-changes.ts): a stock change drops only the
   * pages of its products (docs/decisions/050-caches-that-survive-orders.md).
   */
  tags: string[]
}

const brotli = promisify(zlib.brotliCompress)
const brotliAt = (quality: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
  },
})
/**
 * Quality 5 for a page kept: on this machine it takes a quarter of the time of 7 for a body about
 * 1% larger; 9 and 11 cost ten and fifty times as much for 1–10% less. Most product pages are
 * asked for once, so a page's first visitor gets quality 3 (0.35 ms rather than 0.85 ms for a
 * 50 KB page, 13% more bytes), and the page is compressed at 5 once a second visitor asks
 * (docs/performance/profile.md, "Light load"). The first is made on the main thread: 0.35 ms of CPU
 * there against 0.5 ms through libuv's pool, and the render waits for it either way
 * (profile.md, "Third round").
 */
const BROTLI = brotliAt(5)
const FIRST_BROTLI = brotliAt(3)
/** What the kept pages may weigh together, each plain and in brotli. */
const PAGE_CACHE_BYTES = 96 * 1024 * 1024
/** Changes the catalogue does not announce (texts of a release, a new destination) show within this. */
const PAGE_TTL_MS = 60_000

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const NONCE_SOURCE = /'nonce-[^']*'/

/**
 * The CSP hash source of each inline script in the page, scripts held for later included: the
 * page read byte for byte (latin1; the markers are ASCII) and each script hashed as its bytes.
 */
export function inlineScriptHashes(page: Buffer): string[] {
  const html = page.toString('latin1')
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [whole, attributes = '', text = ''] = match
    if (/\bsrc=|application\/ld\+json/.test(attributes)) continue
    const end = match.index + whole.length - '</script>'.length
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(page.subarray(end - text.length, end))
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/** The language of a page's path prefix (`/fa/…`), or undefined outside one. */
function langOfUrl(url: string): Lang | undefined {
  const lang = /^\/([a-z]{2})(?:[/?]|$)/.exec(url)?.[1]
  return isLang(lang) ? lang : undefined
}

/**
 * Whether the request may be answered from the shared cache: a GET for a page under a language,
 * from a visitor. Pages render anonymously (a session lives in the browser), so a request that
 * carries credentials, or any cookie but the chosen currency, is never shared. The language picker
 * at / reads Accept-Language.
 */
export function isShareable(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.headers.authorization) return false
  if (!cookiesOf(request.headers.cookie).every(([name]) => name === CURRENCY_COOKIE)) return false
  return langOfUrl(request.url) !== undefined
}

/**
 * Crawlers get the whole document at once, people the shell first (entry.server.tsx); prices are
 * written in the display currency, the chosen one or the language's (docs/decisions/045), so a
 * visitor never gets a page of another currency.
 */
export function pageKey(request: FastifyRequest): string {
  const userAgent = request.headers['user-agent']
  const lang = langOfUrl(request.url) ?? 'en'
  const currency = displayCurrencyOf(lang, chosenCurrency(request.headers.cookie))
  return `${userAgent && isbot(userAgent) ? 'crawler' : 'person'} ${currency} ${request.url}`
}

/** Reads a rendered response into a page to share; `policy` is the CSP it was rendered under. */
export async function sharedPage(response: Response, policy: string): Promise<Omit<SharedPage, 'tags'>> {
  const identity = Buffer.from(await response.arrayBuffer())
  const headers = [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length')
  const br = zlib.brotliCompressSync(identity, FIRST_BROTLI)
  const hashes = inlineScriptHashes(identity).join(' ')
  return {
    status: response.status,
    headers,
    body: { identity, br },
    sent: 0,
    etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
    policy: policy.replace(NONCE_SOURCE, hashes),
  }
}

/**
 * The shared pages of one instance, dropped whenever the catalogue changes (decision 004), only
 * those showing its products when their stock alone changed (decision 050).
 */
export function pageCache(): VisitorCache<SharedPage> {
  return new VisitorCache<SharedPage>({
    tagsOf: (page) => page.tags,
    maxEntries: 5_000,
    maxBytes: PAGE_CACHE_BYTES,
    sizeOf: ({ body }) => body.identity.length + body.br.length,
    ttlMs: PAGE_TTL_MS,
    keep: (page) =>
      page.status === 200 &&
      !page.headers.some(
        ([name, value]) =>
          name === 'set-cookie' || (name === 'cache-control' && /no-store|private/.test(value)),
      ),
  })
}

/**
 * Keeps `pages` to what the catalogue holds: a stock change drops the pages that show its products
 * (and those of listings by popularity), any other change all of them. `readsKnown`: pages render
 * through this process's API, which tells what each shows; an API on another host does not, so
 * there every change drops every page (docs/decisions/050-caches-that-survive-orders.md).
 */
export function dropPagesOnCatalogChanges(
  database: Database,
  pages: VisitorCache<SharedPage>,
  { readsKnown }: { readsKnown: boolean },
): Promise<Unlisten> {
  return database.listen(CATALOG_CHANNEL, (payload) => {
    const change = catalogChangeOf(payload)
    if (readsKnown && change !== 'anything') pages.drop(stockChangeTags(change.stockOf))
    else pages.clear()
  })
}

/** Whether the browser takes brotli (q=0 refuses it; `*` accepts anything). */
function takesBrotli(request: FastifyRequest): boolean {
  const accepted = new Map<string, number>()
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  return (accepted.get('br') ?? accepted.get('*') ?? 0) > 0
}

/** A page asked for a second time is worth its kept compression, made off the visitor's way. */
function compressForKeeps(page: SharedPage) {
  page.sent += 1
  if (page.sent !== 2) return
  const { identity } = page.body
  void brotli(identity, BROTLI).then(
    (br) => {
      page.body = { identity, br }
    },
    // Compression of a buffer in hand does not fail; if it did, the first one stays.
    () => {},
  )
}

/** Answers with a shared page: its own CSP, its ETag (304 when the browser has it), brotli if taken. */
export function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: SharedPage) {
  compressForKeeps(page)
  reply.status(page.status)
  for (const [name, value] of page.headers) reply.header(name, value)
  if (page.policy) {
    reply.raw.removeHeader('content-security-policy')
    reply.header('content-security-policy', page.policy)
  }
  reply.header('etag', page.etag)
  reply.header('vary', 'Accept-Encoding, Cookie')
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send()
  if (!takesBrotli(request)) return reply.send(page.body.identity)
  reply.header('content-encoding', 'br')
  return reply.send(page.body.br)
}
