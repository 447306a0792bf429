import { isStorableText } from '@caravanserai/contracts/text'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'

/**
 * The field holding the first unstorable text in `value` (dotted as validation errors name
 * fields, `non_field_errors` for a bad key or a bare string), or null when all of it is
 * storable. Walks without recursion: a 1 MB body can nest a hundred thousand levels deep.
 */
export function unstorableField(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']]
  while (pending.length > 0) {
    const [item, path] = pending.pop()!
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path || 'non_field_errors'
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return 'non_field_errors'
        pending.push([child, path ? `${path}.${key}` : key])
      }
    }
  }
  return null
}

/** Throws the 400 that names the field holding unstorable text, if any does. */
export function requireStorableText(value: unknown): void {
  const field = unstorableField(value)
  if (field) throw new AppError('validation.unstorableText', 400, {}, field)
}

function check(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) requireStorableText(part)
}

/**
 * Every text a request brings (path parameters, query string, JSON body) is checked here, once,
 * before any route validates or stores it: a NUL or a lone surrogate is a 400 naming the field,
 * in the request language, and nothing is written. A multipart body is streamed by its route,
 * which passes the envelope's texts to `requireStorableText` (modules/media/ops-media-routes.ts).
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => check(request))
}
