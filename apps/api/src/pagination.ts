import type { FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL: the address buyers use, the only origin absolute links are built on. */
    publicUrl: string
  }
}

/**
 * The next/previous links of page `page` of a list of `count` rows (docs/product.md#api-conventions);
 * a page past the last is 404 "Invalid page.", as DRF answers it.
 */
export function pageLinks(request: FastifyRequest, page: number, pageSize: number, count: number) {
  const pages = Math.max(1, Math.ceil(count / pageSize))
  if (page > pages) throw new AppError('errors.invalidPage', 404)
  // DRF writes absolute links and page 1 as the address without `page`. They stand on PUBLIC_URL,
  // never on the request's Host or X-Forwarded-Host, which a client chooses (a cached page would
  // otherwise hand its links to the next visitor).
  const base = new URL(request.url, request.server.publicUrl)
  const link = (target: number) => {
    const url = new URL(base)
    if (target === 1) url.searchParams.delete('page')
    else url.searchParams.set('page', String(target))
    return url.toString()
  }
  return { next: page < pages ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null }
}

/** One page of a list as DRF answers it: `{count, next, previous, results}`. */
export function paged<T>(
  request: FastifyRequest,
  page: number,
  pageSize: number,
  found: { count: number; results: T[] },
) {
  return { count: found.count, ...pageLinks(request, page, pageSize, found.count), results: found.results }
}
