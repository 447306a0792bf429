import type { ListProductsQuery, OrderBy } from '@caravanserai/contracts/catalog'
import { type Rate, usdShownAtLeast, usdShownAtMost } from '@caravanserai/contracts/currency-rules'
import { normalizeSearchText } from './search-text.ts'

/** The product list query (docs/product.md#catalogue-calls) as the filters the catalogue applies. */
export type ProductFilters = {
  page: number
  pageSize: number
  categoryId?: number
  productTypeId?: number
  search?: string
  orderBy?: OrderBy
  priceMin?: number
  priceMax?: number
  /** attribute id → accepted values (lower-cased): one variation with any value of each attribute. */
  attributes: Map<number, string[]>
  producer?: string
  /** Only products of verified producers (docs/product.md#supplier-profiles). */
  verifiedProducers?: boolean
  name?: string
  wishlisted?: boolean
}

const ATTRIBUTE_PARAM = /^attribute_(\d{1,9})$/

/**
 * The values of one attribute filter, lower-cased. `attribute_{id}` is repeated once per value
 * and each is taken whole: values such as "1,250 mm" or "12,5 мм" hold commas. Only the legacy
 * `attribute_value` is a comma-separated list.
 */
function valuesOf(raw: unknown, { commaList = false } = {}): string[] {
  const list = Array.isArray(raw) ? raw : [raw]
  return list
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => (commaList ? v.split(',') : [v]))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
}

/**
 * The filters of a list query. With `boundsRate` (a display currency's, `?currency=`), the price
 * bounds are amounts in that currency, taken to the US-dollar bounds that keep exactly the
 * products whose display price is within them (docs/decisions/045-currencies.md).
 */
export function toProductFilters(query: ListProductsQuery, boundsRate?: Rate): ProductFilters {
  const least = (amount: number) => (boundsRate ? Number(usdShownAtLeast(amount, boundsRate)) : amount)
  const most = (amount: number) => (boundsRate ? Number(usdShownAtMost(amount, boundsRate)) : amount)
  const attributes = new Map<number, string[]>()
  const add = (id: number, values: string[]) => {
    if (values.length > 0) attributes.set(id, [...new Set([...(attributes.get(id) ?? []), ...values])])
  }
  if (query.attribute && query.attribute_value)
    add(query.attribute, valuesOf(query.attribute_value, { commaList: true }))
  for (const [key, raw] of Object.entries(query)) {
    const match = ATTRIBUTE_PARAM.exec(key)
    if (match) add(Number(match[1]), valuesOf(raw))
  }
  const text = query.query ?? query.search
  const search = text ? normalizeSearchText(text) : ''
  const wishlisted =
    query.is_wishlisted === undefined ? undefined : ['true', '1'].includes(query.is_wishlisted)
  return {
    page: query.page,
    pageSize: query.page_size,
    ...(query.category ? { categoryId: query.category } : {}),
    ...(query.product_type ? { productTypeId: query.product_type } : {}),
    ...(search ? { search } : {}),
    ...(query.order_by ? { orderBy: query.order_by } : {}),
    ...(query.price_gt !== undefined ? { priceMin: least(query.price_gt) } : {}),
    ...(query.price_lt !== undefined ? { priceMax: most(query.price_lt) } : {}),
    attributes,
    ...(query.producer ? { producer: query.producer } : {}),
    ...(query.verified_producers && ['true', '1'].includes(query.verified_producers)
      ? { verifiedProducers: true }
      : {}),
    ...(query.name ? { name: query.name } : {}),
    ...(wishlisted !== undefined ? { wishlisted } : {}),
  }
}
