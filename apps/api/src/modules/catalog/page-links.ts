import type { FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL: the address buyers use, the only origin absolute links are built on. */
    publicUrl: string
  }
}

/**
 * Absolute next/previous links as DRF writes them: page 1 is the address without `page`. They
 * stand on PUBLIC_URL, never on the request's Host or X-Forwarded-Host, which a client chooses
 * (a cached page would otherwise hand its links to the next visitor).
 */
export function pageLinks(request: FastifyRequest, page: number, pages: number) {
  const base = new URL(request.url, request.server.publicUrl)
  const link = (target: number) => {
    const url = new URL(base)
    if (target === 1) url.searchParams.delete('page')
    else url.searchParams.set('page', String(target))
    return url.toString()
  }
  return { next: page < pages ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null }
}
