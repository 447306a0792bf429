import type { Rfq } from '@caravanserai/contracts/rfqs'
import type { TestApp } from './build-test-app.ts'
import type { TestUser } from './factories.ts'
import { injectAs } from './inject-as.ts'
import { multipart } from './multipart.ts'

/** A small PDF, as a buyer's specification would be. */
export const SPEC_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

export const DAY_MS = 24 * 60 * 60 * 1000

/** YYYY-MM-DD, `days` after the UTC date of `now`. */
export function dayAfter(now: Date, days = 0): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The calls of a request for quotation's life, as its buyer and the operators make them, for the
 * tests of docs/product.md#requests-for-quotation. `t` is read at each call (built in beforeAll).
 */
export function rfqCalls(t: () => TestApp) {
  const send = injectAs(t)
  const ok = async (res: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
    if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`)
    return res.json() as Rfq
  }
  return {
    send,
    create: (buyer: TestUser | null, body: object, lang = 'en') =>
      send('POST', '/rfqs/', buyer, body, { 'accept-language': lang }),
    /** A request that must be accepted (201): the request as answered. */
    open: async (buyer: TestUser, body: object, lang = 'en') =>
      ok(await send('POST', '/rfqs/', buyer, body, { 'accept-language': lang }), 201),
    offer: (staff: TestUser | null, id: number, body: object) =>
      send('POST', `/ops/rfqs/${id}/offer/`, staff, body),
    offered: async (staff: TestUser, id: number, body: object) =>
      ok(await send('POST', `/ops/rfqs/${id}/offer/`, staff, body)),
    decline: (staff: TestUser | null, id: number, reason: string) =>
      send('POST', `/ops/rfqs/${id}/decline/`, staff, { reason }),
    accept: (buyer: TestUser | null, id: number, body: object, lang = 'en') =>
      send('POST', `/rfqs/${id}/accept/`, buyer, body, { 'accept-language': lang }),
    withdraw: (buyer: TestUser | null, id: number) => send('POST', `/rfqs/${id}/withdraw/`, buyer),
    upload: (buyer: TestUser | null, file: Buffer = SPEC_PDF, name = 'spec.pdf') => {
      const { payload, headers } = multipart(file, { name, type: 'application/pdf' })
      return t().app.inject({
        method: 'POST',
        url: '/api/rfqs/files/',
        payload,
        headers: { ...headers, ...buyer?.auth },
      })
    },
  }
}
