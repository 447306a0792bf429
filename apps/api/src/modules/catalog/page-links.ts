import type { FastifyRequest } from 'fastify'

/** Absolute next/previous links as DRF writes them: page 1 is the address without `page`. */
export function pageLinks(request: FastifyRequest, page: number, pages: number) {
  const base = new URL(request.url, `${request.protocol}://${request.host}`)
  const link = (target: number) => {
    const url = new URL(base)
    if (target === 1) url.searchParams.delete('page')
    else url.searchParams.set('page', String(target))
    return url.toString()
  }
  return { next: page < pages ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null }
}
