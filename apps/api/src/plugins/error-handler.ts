import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import FindMyWay, { type HTTPMethod } from 'find-my-way'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { AppError } from '../errors.ts'
import { type MessageKey, requestLocale, translate } from '../i18n/messages.ts'
import { fieldErrors } from './validation-messages.ts'

/** How long a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_SECONDS = 5

const BY_STATUS: Record<number, MessageKey> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  413: 'errors.tooLarge',
  414: 'errors.uriTooLong',
  431: 'errors.headersTooLarge',
  503: 'errors.unavailable',
}

const BY_FASTIFY_CODE: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.badRequest',
  FST_ERR_BAD_URL: 'errors.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'errors.uriTooLong',
}

/** An error's answer: its status, its body in the request's language and any headers of its own. */
export type ErrorAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> }

/**
 * What `error` answers (docs/product.md#api-conventions). A server fault is logged whole here and
 * told to the client as nothing more than that. `retryAfter` is the rate limiter's wait, if any.
 */
export function errorAnswer(
  request: FastifyRequest,
  error: FastifyError | AppError,
  locale = request.locale,
  retryAfter?: unknown,
): ErrorAnswer {
  if (error instanceof AppError) {
    const headers = Object.keys(error.headers).length > 0 ? { headers: error.headers } : {}
    if (error.field)
      return {
        status: error.statusCode,
        body: { [error.field]: [translate(locale, error.code, error.params)] },
        ...headers,
      }
    return {
      status: error.statusCode,
      body: {
        detail: translate(locale, error.code, error.params),
        code: error.code,
        ...(Object.keys(error.params).length > 0 ? { params: error.params } : {}),
      },
      ...headers,
    }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: fieldErrors(error.validation, locale) }
  }
  const status = error.statusCode ?? 500
  if (status === 429) {
    const seconds = Number(retryAfter) || 60
    return {
      status: 429,
      body: {
        detail: translate(locale, 'errors.tooManyRequests', { seconds }),
        code: 'errors.tooManyRequests',
      },
    }
  }
  if (status >= 400 && status < 500) {
    const key = BY_FASTIFY_CODE[error.code] ?? BY_STATUS[status] ?? 'errors.badRequest'
    const type = request.headers['content-type'] ?? ''
    return { status, body: { detail: translate(locale, key, { type }), code: key } }
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable')
    return {
      status: 503,
      body: { detail: translate(locale, 'errors.unavailable'), code: 'errors.unavailable' },
      headers: { 'retry-after': String(DATABASE_RETRY_SECONDS) },
    }
  }
  // Anything else is our fault: log it whole, tell the client nothing about it.
  request.log.error({ err: error }, 'request failed')
  const code = status === 503 ? 'errors.unavailable' : 'errors.server'
  return {
    status: status >= 500 && status < 600 ? status : 500,
    body: { detail: translate(locale, code), code },
  }
}

function errorReply(
  request: FastifyRequest,
  reply: FastifyReply,
  error: FastifyError | AppError,
  locale = request.locale,
) {
  const answer = errorAnswer(request, error, locale, reply.getHeader('retry-after'))
  if (answer.headers) reply.headers(answer.headers)
  return reply.code(answer.status).send(answer.body)
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (a bad percent escape) or a path
 * parameter past its length, answered like any other error instead of in Fastify's own shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Fastify builds this request outside the app, without its decorations: no request.locale.
  return errorReply(request, reply, error, requestLocale(request.headers['accept-language']))
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused before Fastify saw it (headers
 * too large, malformed, too slow), answered in the error shape and, when the headers were read
 * far enough to say, in the language they ask for.
 */
export function answerClientError(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, key]: [number, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'errors.headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'errors.requestTimeout']
        : [400, 'errors.badRequest']
  // Node hands over the bytes it read as a Buffer (Fastify's type describes its JSON form).
  const head = (error.rawPacket as unknown as Buffer | undefined)?.toString('latin1') ?? ''
  const language = /^accept-language:[ \t]*([^\r\n]*)/im.exec(head)?.[1]
  const body = JSON.stringify({ detail: translate(requestLocale(language), key), code: key })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

/**
 * The one place errors are formatted (docs/product.md#api-conventions): DRF-shaped bodies in the
 * request language, 404 for unknown routes and 405 (with Allow) for a known path under another
 * method.
 */
export function registerErrorHandling(app: FastifyInstance) {
  const known = FindMyWay({ ignoreTrailingSlash: false })
  app.addHook('onRoute', (route) => {
    // Catch-all routes (the storefront's) do not make a path "known" for 405 purposes.
    if (route.url.includes('*')) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method !== 'HEAD' && !known.hasRoute(method as HTTPMethod, route.url)) {
        known.on(method as HTTPMethod, route.url, () => {})
      }
    }
  })

  app.setErrorHandler((error: FastifyError, request, reply) => errorReply(request, reply, error))

  app.setNotFoundHandler((request, reply) => {
    const locale = request.locale
    const path = request.url.split('?')[0] ?? '/'
    const allowed = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((m) => known.find(m, path))
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          detail: translate(locale, 'errors.methodNotAllowed', { method: request.method }),
          code: 'errors.methodNotAllowed',
        })
    }
    return reply.code(404).send({ detail: translate(locale, 'errors.notFound'), code: 'errors.notFound' })
  })
}
