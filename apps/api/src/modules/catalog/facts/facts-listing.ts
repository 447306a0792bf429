import { centsAtLeast, centsAtMost } from '../price-bounds.ts'
import type { ProductFilters } from '../product-filters.ts'
import { type Facts, mostPopularFirst, sortedIndices } from './facts.ts'
import { attributeMatches, matchesOf } from './facts-matches.ts'
import type { SearchTerms } from './search-terms.ts'

/** A listing answered from facts: its total and its page's product ids, in order. */
export type FactsPage = { count: number; ids: number[] }

/**
 * Whether facts answer these filters: a search or attribute filter, whose matches the database
 * would gather whole. A scope and a price range are an index walk there, counted by PriceCounts;
 * producers, names and wishlists are the database's.
 */
export function factsAnswer(f: ProductFilters): boolean {
  return (
    (f.search !== undefined || f.attributes.size > 0) &&
    !f.producer &&
    !f.verifiedProducers &&
    !f.name &&
    f.wishlisted === undefined
  )
}

const SLOT = 2 ** 31
const NO_TERMS: SearchTerms = new Map()
/** Above every search score (tier × 1000 − name length): keys stay positive. */
const TOP_SCORE = 3000

/**
 * The listing `f` over `facts`, exactly as the SQL listing (product-list-query.ts) answers it:
 * the same products, order and total, an empty page past page 1 or with attribute or search
 * filters counting 0 as its statement does. `terms` is the search's text query (readSearchTerms).
 */
export function listFromFacts(facts: Facts, f: ProductFilters, terms: SearchTerms | null): FactsPage {
  const min = f.priceMin === undefined ? -1 : centsAtLeast(f.priceMin)
  const max = f.priceMax === undefined ? Number.POSITIVE_INFINITY : centsAtMost(f.priceMax)
  const { category, type, cents } = facts
  const listed = (i: number) =>
    (!f.categoryId || category[i] === f.categoryId) &&
    (!f.productTypeId || type[i] === f.productTypeId) &&
    (cents[i] as number) >= min &&
    (cents[i] as number) <= max
  const from = (f.page - 1) * f.pageSize
  const matches = f.search ? matchesOf(facts, f.search, terms ?? NO_TERMS) : null
  const marked = f.attributes.size > 0 ? attributeMatches(facts, f.attributes) : null
  const kept = (i: number) => (!marked || marked[i] === 1) && listed(i)
  const ranked = f.orderBy === undefined && matches !== null
  const { candidates: all, keys: allKeys } = facts.scratch
  let found = 0
  if (matches) {
    const { products, scores } = matches
    for (let k = 0; k < products.length; k++) {
      const i = products[k] as number
      if (!kept(i)) continue
      if (ranked) allKeys[found] = rankKey(scores[k] as number, i)
      all[found++] = i
    }
  } else {
    for (let i = 0; i < facts.ids.length; i++) if (kept(i)) all[found++] = i
  }
  const candidates = all.subarray(0, found)
  const keys = allKeys.subarray(0, found)
  const upTo = from + f.pageSize
  const page = ranked ? byScore(keys, upTo) : byOrder(facts, f, candidates, keys, upTo)
  const ids = page.slice(from).map((i) => facts.ids[i] as number)
  return { count: ids.length === 0 ? 0 : candidates.length, ids }
}

function orderOf(facts: Facts, f: ProductFilters): { order: Int32Array; reversed: boolean } {
  switch (f.orderBy) {
    case 'price_low_to_high':
      return { order: facts.byPrice, reversed: false }
    case 'price_high_to_low':
      // Price desc, id desc is price asc, id asc read backwards.
      return { order: facts.byPrice, reversed: true }
    case 'popularity':
      facts.byPopularity ??= sortedIndices(facts.ids.length, mostPopularFirst(facts))
      return { order: facts.byPopularity, reversed: false }
    default:
      return { order: facts.byDate, reversed: false }
  }
}

/** The first `upTo` candidates in the listing's order, through each product's position in it (`keys` its working array). */
function byOrder(
  facts: Facts,
  f: ProductFilters,
  candidates: Int32Array,
  keys: Float64Array,
  upTo: number,
): number[] {
  const { order, reversed } = orderOf(facts, f)
  const at = positionsIn(order)
  const last = order.length - 1
  for (let n = 0; n < candidates.length; n++) {
    const position = at[candidates[n] as number] as number
    keys[n] = reversed ? last - position : position
  }
  return Array.from(smallest(keys, upTo), (key) => order[reversed ? last - key : key] as number)
}

/** The `k` smallest of distinct keys, ascending: a sort of them all only when k is a large share. */
function smallest(keys: Float64Array, k: number): Float64Array {
  if (k * 8 >= keys.length) return keys.sort().subarray(0, k)
  const top = new Float64Array(k)
  let size = 0
  for (const key of keys) {
    if (size === k && key >= (top[k - 1] as number)) continue
    let at = size < k ? size++ : k - 1
    while (at > 0 && (top[at - 1] as number) > key) {
      top[at] = top[at - 1] as number
      at--
    }
    top[at] = key
  }
  return top.subarray(0, size)
}

const positions = new WeakMap<Int32Array, Int32Array>()

/** Each product's position in `order`, made once per order. */
function positionsIn(order: Int32Array): Int32Array {
  let at = positions.get(order)
  if (!at) {
    const made = new Int32Array(order.length)
    order.forEach((i, position) => {
      made[i] = position
    })
    positions.set(order, made)
    at = made
  }
  return at
}

/** A search's sort key: best match first (score desc), then the newest id, as the SQL search ranks. */
const rankKey = (score: number, i: number) => (TOP_SCORE - score) * SLOT + (SLOT - 1 - i)

/** The first `upTo` candidates by their rank keys. */
function byScore(keys: Float64Array, upTo: number): number[] {
  return Array.from(smallest(keys, upTo), (key) => SLOT - 1 - (key % SLOT))
}
