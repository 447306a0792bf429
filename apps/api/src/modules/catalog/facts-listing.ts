import { type Facts, mostPopularFirst, sortedIndices } from './facts.ts'
import { attributeMatches, searchScores } from './facts-matches.ts'
import { centsAtLeast, centsAtMost } from './price-bounds.ts'
import type { ProductFilters } from './product-filters.ts'
import type { SearchTerms } from './search-terms.ts'

/** A listing answered from facts: its total and its page's product ids, in order. */
export type FactsPage = { count: number; ids: number[] }

/** Whether facts hold what these filters read; producers, names and wishlists are the database's. */
export function factsAnswer(f: ProductFilters): boolean {
  return !f.producer && !f.verifiedProducers && !f.name && f.wishlisted === undefined
}

const SLOT = 2 ** 31
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
  const scores = f.search ? searchScores(facts, f.search, terms ?? new Map()) : null
  const marked = f.attributes.size > 0 ? attributeMatches(facts, f.attributes) : null
  if (!scores && !marked) return walk(facts, f, listed, from)
  const candidates: number[] = []
  const count = facts.ids.length
  for (let i = 0; i < count; i++) {
    if ((!scores || !Number.isNaN(scores[i])) && (!marked || marked[i]) && listed(i)) candidates.push(i)
  }
  const page = f.orderBy === undefined && scores ? byScore(candidates, scores) : byOrder(facts, f, candidates)
  const ids = page.slice(from, from + f.pageSize).map((i) => facts.ids[i] as number)
  return { count: ids.length === 0 ? 0 : candidates.length, ids }
}

/** Listings of a scope and price range: the products in the listing's order, counted as they pass. */
function walk(facts: Facts, f: ProductFilters, listed: (i: number) => boolean, from: number): FactsPage {
  const { order, reversed } = orderOf(facts, f)
  const ids: number[] = []
  let count = 0
  const last = order.length - 1
  for (let at = 0; at <= last; at++) {
    const i = order[reversed ? last - at : at] as number
    if (!listed(i)) continue
    if (count >= from && ids.length < f.pageSize) ids.push(facts.ids[i] as number)
    count++
  }
  return { count, ids }
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

/** Candidates sorted by the listing's order, through each product's position in it. */
function byOrder(facts: Facts, f: ProductFilters, candidates: number[]): number[] {
  const { order, reversed } = orderOf(facts, f)
  const at = positionsIn(order)
  const keys = Int32Array.from(candidates, (i) => at[i] as number).sort()
  if (reversed) keys.reverse()
  return Array.from(keys, (position) => order[position] as number)
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

/** Best match first (score desc), then the newest id, as the SQL search ranks. */
function byScore(candidates: number[], scores: Float64Array): number[] {
  const keys = new Float64Array(candidates.length)
  for (let at = 0; at < candidates.length; at++) {
    const i = candidates[at] as number
    keys[at] = (TOP_SCORE - (scores[i] as number)) * SLOT + (SLOT - 1 - i)
  }
  keys.sort()
  const sorted = new Array<number>(keys.length)
  for (let at = 0; at < keys.length; at++) sorted[at] = SLOT - 1 - ((keys[at] as number) % SLOT)
  return sorted
}
