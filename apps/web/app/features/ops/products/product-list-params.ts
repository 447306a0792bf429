import {
  OPS_PRODUCTS_PAGE_SIZE,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@caravanserai/contracts/ops-catalog'

/** What the console's product list shows: search, status, category and page, all in the URL. */
export type ProductFilters = {
  search: string
  status: ProductStatus | null
  category: number | null
  page: number
}

const SEARCH_MAX = 200

function isStatus(value: string | null): value is ProductStatus {
  return (PRODUCT_STATUSES as readonly (string | null)[]).includes(value)
}

/** A positive whole number from the URL, else null. */
function positive(value: string | null): number | null {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null
}

/** The list's filters from its URL; anything unknown falls back to the default. */
export function productFiltersFrom(params: URLSearchParams): ProductFilters {
  const status = params.get('status')
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    status: isStatus(status) ? status : null,
    category: positive(params.get('category')),
    page: positive(params.get('page')) ?? 1,
  }
}

/** `?…` for a link to the list with these filters (only what differs from the defaults), or ''. */
export function productSearchOf(filters: ProductFilters): string {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.status) params.set('status', filters.status)
  if (filters.category) params.set('category', String(filters.category))
  if (filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The API query of GET /ops/products/. */
export function productListApiQuery(filters: ProductFilters) {
  return {
    search: filters.search || undefined,
    status: filters.status ?? undefined,
    category: filters.category ?? undefined,
    page: filters.page,
    page_size: OPS_PRODUCTS_PAGE_SIZE,
  }
}
