export type PageItem = number | 'start-ellipsis' | 'end-ellipsis'

/** Total pages = ceil(count / size), at least 1 (docs/product.md#pagination). */
export function totalPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize))
}

/**
 * Page numbers (docs/product.md#pagination): all of them up to 5 pages; otherwise the first, an
 * ellipsis when the current page is above 3, the current page with one neighbour each side, an
 * ellipsis when it is below total − 2, and the last.
 */
export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1)
  const items: PageItem[] = [1]
  if (current > 3) items.push('start-ellipsis')
  for (let page = Math.max(2, current - 1); page <= Math.min(total - 1, current + 1); page++) items.push(page)
  if (current < total - 2) items.push('end-ellipsis')
  items.push(total)
  return items
}
