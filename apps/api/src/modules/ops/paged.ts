import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'
import { pageLinks } from '../catalog/page-links.ts'

/** A page of a list as DRF answers it; a page past the last is 404 "Invalid page.". */
export function paged<T>(
  request: FastifyRequest,
  page: number,
  pageSize: number,
  found: { count: number; results: T[] },
) {
  const pages = Math.max(1, Math.ceil(found.count / pageSize))
  if (page > pages) throw new AppError('errors.invalidPage', 404)
  return { count: found.count, ...pageLinks(request, page, pages), results: found.results }
}
