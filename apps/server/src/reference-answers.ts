import type { Database, Unlisten } from '@caravanserai/api/db/client'
import { CATALOG_CHANNEL, catalogChangeOf } from '@caravanserai/api/modules/catalog/catalog-changes'
import { VisitorCache } from '@caravanserai/api/visitor-cache'
import type { ApiTransport } from '@caravanserai/contracts/storefront'

/** An API answer as the render's transport gave it, kept to be given again. */
export type KeptAnswer = { status: number; headers: [string, string][]; body: ArrayBuffer }

/**
 * The reference reads every page's render asks for and nothing on the page can vary: the
 * currencies with their rates in force, which the locale layout brings with every page
 * (docs/decisions/045-currencies.md).
 */
const REFERENCE_PATHS = ['/currencies/']
/** A backstop only: every change of what they say is announced or falls on a new day. */
const KEPT_MS = 60_000

/**
 * The answers of the reference reads, kept per process for the page renders (docs/decisions/053-light-load.md):
 * a rate in force changes only by an operator's rate, which announces a change of anything
 * (`addRates`), or at midnight UTC, when a rate entered ahead comes into force (the day is in the key).
 */
export function referenceAnswers(): VisitorCache<KeptAnswer> {
  return new VisitorCache<KeptAnswer>({
    maxEntries: 64,
    maxBytes: 1024 * 1024,
    sizeOf: (answer) => answer.body.byteLength,
    ttlMs: KEPT_MS,
    keep: (answer) => answer.status === 200,
  })
}

/** Drops every kept answer on a change of anything; a stock change leaves them (decision 050). */
export function dropAnswersOnCatalogChanges(
  database: Database,
  kept: VisitorCache<KeptAnswer>,
): Promise<Unlisten> {
  return database.listen(CATALOG_CHANNEL, (payload) => {
    if (catalogChangeOf(payload) === 'anything') kept.clear()
  })
}

/**
 * `transport`, but a GET of a reference read under `apiUrl` without credentials is answered from
 * `kept` (loaded once per day, language and address); anything else goes through as it is.
 */
export function keepingReferenceAnswers(
  transport: ApiTransport,
  apiUrl: string,
  kept: VisitorCache<KeptAnswer>,
  now: () => Date = () => new Date(),
): ApiTransport {
  const paths = new Set(REFERENCE_PATHS.map((p) => `${apiUrl}${p}`))
  return async (url, init) => {
    const headers = new Headers(init.headers)
    const method = init.method ?? 'GET'
    if (method !== 'GET' || !paths.has(url) || headers.has('authorization') || headers.has('cookie'))
      return transport(url, init)
    const day = now().toISOString().slice(0, 10)
    const key = `${day} ${headers.get('accept-language') ?? ''} ${url}`
    // Shared by the renders that ask meanwhile: one leaving does not abort it for the others.
    const answer = await kept.get(key, async () => {
      const response = await transport(url, { ...init, signal: null })
      return {
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      }
    })
    return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers })
  }
}
