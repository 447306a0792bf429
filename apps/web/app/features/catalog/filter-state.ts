import { PRODUCT_PAGE_SIZE } from '@caravanserai/contracts/catalog'
import { BASE_CURRENCY, type Currency, isCurrency } from '@caravanserai/contracts/currency-rules'
import { storableText } from '@caravanserai/contracts/text'
import type { ProductListQuery } from '../../api/products.ts'
import { latinDigits } from '../../lib/format.ts'
import { apiPriceBounds } from './price-bounds.ts'

/**
 * Sort options; popularity is a fourth beside newest and the two price orders
 * (docs/product.md#catalogue-filters).
 */
export const SORTS = ['newest', 'priceAsc', 'priceDesc', 'popularity'] as const
export type Sort = (typeof SORTS)[number]
const ORDER_BY: Record<Sort, string> = {
  newest: 'date',
  priceAsc: 'price_low_to_high',
  priceDesc: 'price_high_to_low',
  popularity: 'popularity',
}

/**
 * The price slider: a value at either end means no bound on that side. The typed bounds beside it
 * are whole units of the display currency, and may go past the slider's top (a tonne of copper
 * does); the slider's top and step follow the currency (price-bounds.ts).
 */
export const PRICE_MIN = 0
export const TYPED_PRICE_MAX = 1_000_000_000

/** The catalogue's filter state; prices stay strings ('' = open), as the inputs hold them. */
export type FilterState = {
  search: string
  category: string
  productType: string
  priceRange: { min: string; max: string }
  /** The currency of the bounds, the URL's `currency`: dollars when it names none (older links). */
  priceCurrency: Currency
  sort: Sort
  attributeFilters: Record<string, string[]>
  /** Only products of suppliers the operators verified (docs/product.md#supplier-profiles). */
  verifiedOnly: boolean
  /** One supplier's products: its id, as its page links here; '' for every supplier. */
  producer: string
  page: number
}

export const EMPTY_FILTERS: FilterState = {
  search: '',
  category: '',
  productType: '',
  priceRange: { min: '', max: '' },
  priceCurrency: BASE_CURRENCY,
  sort: 'newest',
  attributeFilters: {},
  verifiedOnly: false,
  producer: '',
  page: 1,
}

const isId = (value: string | null): value is string =>
  !!value && /^\d{1,9}$/.test(value) && Number(value) > 0
const isPrice = (value: string) => value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0

/**
 * An open end stays '': a minimum of 0 or less, a maximum of 0 or less (nothing costs less). A
 * bound may be typed in Persian digits (a form sent without scripts carries them as typed).
 */
function normalisePrice(min: string, max: string): FilterState['priceRange'] {
  const [low, high] = [latinDigits(min), latinDigits(max)]
  return {
    min: isPrice(low) && Number(low) > PRICE_MIN ? String(Number(low)) : '',
    max: isPrice(high) && Number(high) > 0 ? String(Number(high)) : '',
  }
}

/**
 * Reads the URL, with every alias: search|query, price_gt|price_min, price_lt|price_max. Texts lose
 * what no text can hold (a NUL, a broken surrogate), which the API would refuse.
 */
export function filtersFromParams(address: URLSearchParams): FilterState {
  const params = new URLSearchParams([...address].map(([name, value]) => [name, storableText(value)]))
  const category = isId(params.get('category')) ? (params.get('category') as string) : ''
  const productType =
    category && isId(params.get('product_type')) ? (params.get('product_type') as string) : ''
  let priceRange = normalisePrice(
    params.get('price_gt') ?? params.get('price_min') ?? '',
    params.get('price_lt') ?? params.get('price_max') ?? '',
  )
  if (priceRange.min && priceRange.max && Number(priceRange.min) > Number(priceRange.max)) {
    priceRange = { min: '', max: '' }
  }
  const currency = params.get('currency')
  const bounded = priceRange.min !== '' || priceRange.max !== ''
  const attributeFilters: Record<string, string[]> = {}
  if (productType) {
    for (const [name, raw] of params) {
      const id = name.match(/^attribute_(\d{1,9})$/)?.[1]
      const value = raw.trim()
      if (!id || !value) continue
      const values = attributeFilters[id] ?? []
      if (!values.includes(value)) attributeFilters[id] = [...values, value]
    }
  }
  const sort = SORTS.find((s) => s === params.get('sort')) ?? 'newest'
  const page = Number(params.get('page'))
  return {
    search: (params.get('search') ?? params.get('query') ?? '').trim(),
    category,
    productType,
    priceRange,
    priceCurrency: bounded && isCurrency(currency) ? currency : BASE_CURRENCY,
    sort,
    attributeFilters,
    verifiedOnly: ['true', '1'].includes(params.get('verified_producers') ?? ''),
    producer: isId(params.get('producer')) ? (params.get('producer') as string) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** Writes the URL in one spelling; page only above 1, sort only when not the default. */
export function filtersToParams(state: FilterState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.search.trim()) params.set('search', state.search.trim())
  if (state.category) params.set('category', state.category)
  if (state.productType) params.set('product_type', state.productType)
  if (state.producer) params.set('producer', state.producer)
  if (state.verifiedOnly) params.set('verified_producers', 'true')
  if (state.priceRange.min) params.set('price_gt', state.priceRange.min)
  if (state.priceRange.max) params.set('price_lt', state.priceRange.max)
  // Bounds in dollars need no word: links from before the display currencies read the same.
  if ((state.priceRange.min || state.priceRange.max) && state.priceCurrency !== BASE_CURRENCY) {
    params.set('currency', state.priceCurrency)
  }
  if (state.sort !== 'newest') params.set('sort', state.sort)
  for (const [id, values] of Object.entries(state.attributeFilters)) {
    for (const value of values) params.append(`attribute_${id}`, value)
  }
  if (state.page > 1) params.set('page', String(state.page))
  return params
}

/** The same filters in one canonical spelling: equal keys mean equal filters (no sync loops). */
export function filtersKey(params: URLSearchParams): string {
  return filtersToParams(filtersFromParams(params)).toString()
}

/**
 * Query building (docs/product.md#catalogue-filters): category, type and supplier only when
 * numeric, the verified-suppliers filter only when on, the trimmed query only when non-empty, each
 * price bound only when it is a number (min ≥ 0, max > 0), with the currency it is in
 * (price-bounds.ts), and every attribute_{id} filter, not just the first.
 */
export function listQueryOf(state: FilterState): ProductListQuery {
  const query: ProductListQuery = {
    page: state.page,
    page_size: PRODUCT_PAGE_SIZE,
    order_by: ORDER_BY[state.sort],
  }
  if (isId(state.category)) query.category = state.category
  if (isId(state.productType)) query.product_type = state.productType
  if (isId(state.producer)) query.producer = state.producer
  if (state.verifiedOnly) query.verified_producers = 'true'
  if (state.search.trim()) query.query = state.search.trim()
  Object.assign(query, apiPriceBounds(state.priceRange, state.priceCurrency))
  for (const [id, values] of Object.entries(state.attributeFilters)) {
    if (values.length > 0) query[`attribute_${id}`] = values
  }
  return query
}

// Transitions (docs/product.md#catalogue-filters): any change returns to page 1; category clears
// type and attributes; type clears attributes.

export function withCategory(state: FilterState, category: string): FilterState {
  return {
    ...state,
    category: isId(category) ? category : '',
    productType: '',
    attributeFilters: {},
    page: 1,
  }
}

export function withProductType(state: FilterState, productType: string): FilterState {
  if (!state.category) return state
  return { ...state, productType: isId(productType) ? productType : '', attributeFilters: {}, page: 1 }
}

/** A new price range in `currency`, the display one; a minimum above the maximum is refused: null. */
export function withPriceRange(
  state: FilterState,
  range: FilterState['priceRange'],
  currency: Currency,
): FilterState | null {
  const next = normalisePrice(range.min, range.max)
  if (next.min && next.max && Number(next.min) > Number(next.max)) return null
  const bounded = next.min !== '' || next.max !== ''
  return { ...state, priceRange: next, priceCurrency: bounded ? currency : BASE_CURRENCY, page: 1 }
}

/** A slider moved: its end at the extreme (0, or the currency's `top`) opens that side of the range. */
export function slidPrice(range: FilterState['priceRange'], side: 'min' | 'max', value: number, top: number) {
  const open = side === 'min' ? value <= PRICE_MIN : value >= top
  return { ...range, [side]: open ? '' : String(value) }
}

/**
 * A typed bound: whole dollars in Latin or Persian digits, blank for no bound. Anything else
 * (decimals, signs, words, more than the ceiling) is not a bound: null.
 */
export function typedPrice(
  range: FilterState['priceRange'],
  side: 'min' | 'max',
  text: string,
): FilterState['priceRange'] | null {
  const digits = latinDigits(text).trim()
  if (digits !== '' && (!/^\d{1,10}$/.test(digits) || Number(digits) > TYPED_PRICE_MAX)) return null
  return { ...range, [side]: digits === '' ? '' : String(Number(digits)) }
}

export function withVerifiedOnly(state: FilterState, verifiedOnly: boolean): FilterState {
  return { ...state, verifiedOnly, page: 1 }
}

export function withSort(state: FilterState, sort: Sort): FilterState {
  return { ...state, sort, page: 1 }
}

export function withSearch(state: FilterState, search: string): FilterState {
  return { ...state, search, page: 1 }
}

/** A free-text attribute value, trimmed; blank or already chosen is refused: null. */
export function withAttributeValue(
  state: FilterState,
  attributeId: string,
  value: string,
): FilterState | null {
  const text = value.trim()
  const current = state.attributeFilters[attributeId] ?? []
  if (!text || !state.productType || current.includes(text)) return null
  return {
    ...state,
    attributeFilters: { ...state.attributeFilters, [attributeId]: [...current, text] },
    page: 1,
  }
}

export function withoutAttributeValue(state: FilterState, attributeId: string, value: string): FilterState {
  const remaining = (state.attributeFilters[attributeId] ?? []).filter((v) => v !== value)
  const { [attributeId]: _removed, ...others } = state.attributeFilters
  return {
    ...state,
    attributeFilters: remaining.length ? { ...others, [attributeId]: remaining } : others,
    page: 1,
  }
}

/** Pages outside 1..total are ignored (docs/product.md#pagination). */
export function withPage(state: FilterState, page: number, total: number): FilterState {
  return Number.isInteger(page) && page >= 1 && page <= total ? { ...state, page } : state
}

/** Clear-all: category, type, supplier, verified only, price, sort back to newest, attributes and the search text. */
export function cleared(): FilterState {
  return EMPTY_FILTERS
}

export type Chip =
  | { kind: 'search' | 'category' | 'productType' | 'producer' | 'verified' | 'price' | 'sort' }
  | { kind: 'attribute'; attributeId: string; value: string }

export function chipsOf(state: FilterState): Chip[] {
  const chips: Chip[] = []
  if (state.search.trim()) chips.push({ kind: 'search' })
  if (state.category) chips.push({ kind: 'category' })
  if (state.productType) chips.push({ kind: 'productType' })
  if (state.producer) chips.push({ kind: 'producer' })
  if (state.verifiedOnly) chips.push({ kind: 'verified' })
  if (state.priceRange.min || state.priceRange.max) chips.push({ kind: 'price' })
  for (const [attributeId, values] of Object.entries(state.attributeFilters)) {
    for (const value of values) chips.push({ kind: 'attribute', attributeId, value })
  }
  if (state.sort !== 'newest') chips.push({ kind: 'sort' })
  return chips
}

/** Removing a chip clears that filter, with the same knock-on effects as changing it. */
export function withoutChip(state: FilterState, chip: Chip): FilterState {
  switch (chip.kind) {
    case 'search':
      return withSearch(state, '')
    case 'category':
      return withCategory(state, '')
    case 'productType':
      return withProductType(state, '')
    case 'producer':
      return { ...state, producer: '', page: 1 }
    case 'verified':
      return withVerifiedOnly(state, false)
    case 'price':
      return { ...state, priceRange: { min: '', max: '' }, priceCurrency: BASE_CURRENCY, page: 1 }
    case 'sort':
      return withSort(state, 'newest')
    case 'attribute':
      return withoutAttributeValue(state, chip.attributeId, chip.value)
  }
}

/** The badge on the mobile filter button: what the panel sets (everything but the search text). */
export function activeFilterCount(state: FilterState): number {
  return chipsOf(state).filter((c) => c.kind !== 'search').length
}
