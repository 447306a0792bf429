/** What a console list shows: a status filter, search text and page, all kept in the URL. */
export type ListFilters<S extends string> = { status: S | null; search: string; page: number }

const SEARCH_MAX = 200

/** A list's filters from its URL; unknown statuses and bad pages fall back to the defaults. */
export function listFiltersFrom<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
): ListFilters<S> {
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    status: statuses.find((s) => s === status) ?? null,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The URL query of the filters: only what differs from the defaults, page only above 1. */
export function listParamsOf(filters: ListFilters<string>): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.status) params.set('status', filters.status)
  if (filters.search) params.set('search', filters.search)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** The API query of a list page: its status and search when set, its page and size. */
export function listApiQuery<S extends string>(filters: ListFilters<S>, pageSize: number) {
  return {
    status: filters.status ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
    page_size: pageSize,
  }
}

/** `?…` for a link to the list with these filters, or '' for the plain list. */
export function listSearchOf(filters: ListFilters<string>): string {
  const query = listParamsOf(filters).toString()
  return query ? `?${query}` : ''
}

/** Pages of a count (at least one), as a list's pagination shows them. */
export function pagesOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize))
}
