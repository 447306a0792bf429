import { Readable } from 'node:stream'
import { constants as zlib } from 'node:zlib'
import { gatheringCatalogReads } from '@caravanserai/api/modules/catalog/catalog-reads'
import { COMPRESSION } from '@caravanserai/api/plugins/http-defaults'
import type { VisitorCache } from '@caravanserai/api/visitor-cache'
import type { StorefrontContext } from '@caravanserai/contracts/storefront'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isShareable, pageKey, type SharedPage, sendSharedPage, sharedPage } from './page-cache.ts'

export type RequestHandler = (request: Request, context: StorefrontContext) => Promise<Response>

/** The request as React Router reads it; `reply`, when given, aborts the render if its visitor leaves. */
function toWebRequest(request: FastifyRequest, reply?: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const controller = new AbortController()
  reply?.raw.on('close', () => controller.abort())
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  })
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status)
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  return reply.send(
    response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null,
  )
}

/**
 * Pages are compressed harder than API answers (quality 4, the plugin's default): a page is the
 * first thing a visitor waits for, and the whole of it is in hand (entry.server.tsx). Quality 7
 * takes about 1 ms for a 90 KB page and makes it about a tenth smaller, enough to bring the
 * catalogue and home pages into the first round trip of a new connection (about 14 KB).
 */
const PAGE_BROTLI = {
  params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 7 },
}

/**
 * Everything outside /api is the storefront: a React Router request handler called with a Web
 * Request. Bodies pass through unparsed so route actions read them themselves. With `pages`, a
 * visitor's page is rendered once for everyone who asks for it until the catalogue changes
 * (page-cache.ts), kept under what of the catalogue its render read; it renders without a nonce,
 * and its visitor leaving does not stop it.
 */
export async function registerStorefront(
  app: FastifyInstance,
  handler: RequestHandler,
  context: (reply: FastifyReply) => StorefrontContext,
  pages?: VisitorCache<SharedPage>,
) {
  // The metrics read the shared pages' hits and misses at scrape time (docs/decisions/048-metrics-and-traces.md).
  if (pages) app.observed?.caches.set('page', pages)
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null))
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      compress: { ...COMPRESSION, brotliOptions: PAGE_BROTLI },
      handler: async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound()
        if (pages && isShareable(request)) {
          const policy = String(reply.raw.getHeader('content-security-policy') ?? '')
          // The body is read whole within the gathering: data streamed after the shell counts too.
          const render = async (): Promise<SharedPage> => {
            const { value, tags } = await gatheringCatalogReads(async () =>
              sharedPage(await handler(toWebRequest(request), { ...context(reply), nonce: '' }), policy),
            )
            return { ...value, tags }
          }
          return sendSharedPage(request, reply, await pages.get(pageKey(request), render))
        }
        const response = await handler(toWebRequest(request, reply), context(reply))
        return sendWebResponse(reply, response)
      },
    })
  })
}
