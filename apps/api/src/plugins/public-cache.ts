import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public catalogue GET: cacheable, with an ETag, varying by language and credentials. */
    publicCache?: boolean
  }
}

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300'

/** A weak ETag for a body: the digest of `parts`, the body itself or what it is made from. */
export function weakEtag(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha1')
  for (const part of parts) hash.update(part).update('\n')
  return `W/"${hash.digest('base64url')}"`
}

/**
 * Public catalogue GETs (docs/product.md#api-conventions) send Cache-Control and a weak ETag,
 * Vary: Accept-Language, Authorization, and Content-Language; a matching If-None-Match gets 304.
 * Answers to a signed-in buyer carry their wishlist, so `registerPrivateAnswers` keeps them out of
 * every cache. A route that knows its body's identity sets the ETag itself and spares the hashing
 * of the body.
 */
export function registerPublicCache(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.routeOptions.config.publicCache || request.method !== 'GET') return payload
    reply.header('vary', 'Accept-Language, Authorization')
    reply.header('content-language', request.locale)
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload
    const known = reply.getHeader('etag')
    const etag = typeof known === 'string' ? known : weakEtag(payload)
    reply.header('etag', etag)
    if (!request.headers.authorization) reply.header('cache-control', PUBLIC)
    if (request.headers['if-none-match'] === etag) {
      reply.code(304)
      return ''
    }
    return payload
  })
}

/**
 * Every API answer but a visitor's public catalogue GET is `no-store`: what a signed-in buyer or
 * operator sees, and tokens, must stay out of shared and browser caches alike (decision 020).
 */
export function registerPrivateAnswers(api: FastifyInstance) {
  api.addHook('onSend', async (request, reply, payload) => {
    const publicAnswer = reply.routeOptions.config.publicCache && !request.headers.authorization
    if (!publicAnswer) reply.header('cache-control', 'no-store')
    return payload
  })
}
