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
  etag: string
  policy: string
  /**
   * What of the catalogue the page shows (catalog-changes.ts): a stock change drops only the
   * pages of its products (docs/decisions/050-caches-that-survive-orders.md).
   */
  tags: string[]
}

const brotli = promisify(zlib.brotliCompress)
/**
 * Quality 5: a product page never seen before is compressed on the way to its first visitor, and
 * on this machine quality 5 takes a quarter of the time of 7 for a body about 1% larger
 * (docs/performance/profile.md); 9 and 11 cost ten and fifty times as much for 1–10% less.
 */
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  },
}
/** What the kept pages may weigh together, each plain and in brotli. */
const PAGE_CACHE_BYTES = 96 * 1024 * 1024
/** Changes the catalogue does not announce (texts of a release, a new destination) show within this. */
const PAGE_TTL_MS = 60_000

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const NONCE_SOURCE = /'nonce-[^']*'/

/** The CSP hash source of each inline script in the page, scripts held for later included. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=|application\/ld\+json/.test(attributes ?? '')) continue
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(text ?? '')
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
  const br = await brotli(identity, BROTLI)
  const hashes = inlineScriptHashes(identity.toString('utf8')).join(' ')
  return {
    status: response.status,
    headers,
    body: { identity, br },
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

/** Answers with a shared page: its own CSP, its ETag (304 when the browser has it), brotli if taken. */
export function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: SharedPage) {
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
