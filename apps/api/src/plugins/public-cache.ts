import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { requestLocale } from '../i18n/messages.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public catalogue GET: cacheable, with an ETag, varying by language and credentials. */
    publicCache?: boolean
  }
}

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300'

/**
 * DESIGN §5: public catalogue GETs send Cache-Control and a weak ETag, Vary: Accept-Language,
 * Authorization, and Content-Language; a matching If-None-Match gets 304. Answers to a signed-in
 * buyer carry their wishlist, so they are private.
 */
export function registerPublicCache(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.routeOptions.config.publicCache || request.method !== 'GET') return payload
    reply.header('vary', 'Accept-Language, Authorization')
    reply.header('content-language', requestLocale(request.headers['accept-language']))
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`
    reply.header('etag', etag)
    reply.header('cache-control', request.headers.authorization ? 'private, no-cache' : PUBLIC)
    if (request.headers['if-none-match'] === etag) {
      reply.code(304)
      return ''
    }
    return payload
  })
}
