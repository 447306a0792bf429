import type { ApiTransport } from '@caravanserai/contracts/storefront'
import type { FastifyInstance, InjectOptions } from 'fastify'

const NULL_BODY = new Set([101, 204, 205, 304])

/**
 * Server loaders reach the API of this same process through Fastify's `inject`: the full request
 * pipeline (validation, caching, error shapes) without a socket or a second trip through the
 * network stack (docs/decisions/010-server-data.md). An API on another host is fetched.
 */
export function apiTransport(app: FastifyInstance, apiUrl: string): ApiTransport {
  if (/^https?:/i.test(apiUrl)) return (url, init) => fetch(url, init)
  return async (url, init) => {
    const reply = app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    })
    const signal = init.signal
    const res = signal
      ? await Promise.race([
          reply,
          new Promise<never>((_resolve, reject) => {
            if (signal.aborted) reject(signal.reason)
            signal.addEventListener('abort', () => reject(signal.reason), { once: true })
          }),
        ])
      : await reply
    const headers = new Headers()
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v)
      else if (value !== undefined) headers.set(name, String(value))
    }
    return new Response(NULL_BODY.has(res.statusCode) ? null : res.rawPayload, {
      status: res.statusCode,
      headers,
    })
  }
}
