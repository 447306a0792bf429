import {
  OPS_REVIEWS_PAGE_SIZE,
  type OpsReviewsQuery,
  REVIEW_STATES,
  type ReviewState,
} from '@caravanserai/contracts/ops-reviews'
import { latinDigits } from '../../../lib/format.ts'

/** What the review list shows, all kept in the address (docs/product.md#review-moderation). */
export type ReviewFilters = {
  rating: number | null
  product: number | null
  state: ReviewState | null
  /** Part of a product's name, or of an author's name or email. */
  search: string
  page: number
}

const SEARCH_MAX = 200
const ID_MAX = 2_147_483_647

const wholeIn = (value: string | null, min: number, max: number): number | null => {
  if (!value || !/^\d+$/.test(value)) return null
  const n = Number(value)
  return n >= min && n <= max ? n : null
}

/** The API query of the filters (GET /ops/reviews/). */
export function reviewsApiQuery(filters: ReviewFilters): OpsReviewsQuery {
  return {
    rating: filters.rating ?? undefined,
    product: filters.product ?? undefined,
    state: filters.state ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
    page_size: OPS_REVIEWS_PAGE_SIZE,
  }
}

/** The filters from the address; anything unknown falls back to "all". */
export function reviewFiltersFrom(params: URLSearchParams): ReviewFilters {
  const state = params.get('state')
  return {
    rating: wholeIn(params.get('rating'), 1, 5),
    product: wholeIn(params.get('product'), 1, ID_MAX),
    state: REVIEW_STATES.find((s) => s === state) ?? null,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: wholeIn(params.get('page'), 1, 1_000_000) ?? 1,
  }
}

/** `?…` for a link to the list with these filters (defaults left out), or '' for the plain list. */
export function reviewSearchOf(filters: ReviewFilters): string {
  const params = new URLSearchParams()
  if (filters.state) params.set('state', filters.state)
  if (filters.rating) params.set('rating', String(filters.rating))
  if (filters.product) params.set('product', String(filters.product))
  if (filters.search) params.set('search', filters.search)
  if (filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * What the operator typed in the product field: a product number (digits in any script, with or
 * without `#`) filters by that product, anything else searches names and authors.
 */
export function productFieldFilters(text: string): Pick<ReviewFilters, 'product' | 'search'> {
  const trimmed = text.trim()
  const id = wholeIn(latinDigits(trimmed).replace(/^#/, ''), 1, ID_MAX)
  return id ? { product: id, search: '' } : { product: null, search: trimmed.slice(0, SEARCH_MAX) }
}
