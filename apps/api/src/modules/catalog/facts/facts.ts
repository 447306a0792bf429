import type { Locale } from '@caravanserai/contracts/languages'
import type { SearchTerms } from './search-terms.ts'

/** The products a search matches, each once and in no order, and their scores: scores[k] is products[k]'s. */
export type SearchMatches = { products: Int32Array; scores: Float64Array }

/** Each lexeme's products: the indices of lexeme `id` are products[start[id] .. start[id + 1]], ascending. */
export type Postings = { start: Int32Array; products: Int32Array }

/** One locale's search rows (docs/decisions/012) as postings of lexeme ids, one dictionary for every locale. */
export type SearchFacts = {
  lexemes: Map<string, number>
  words: Postings
  nameWords: Postings
  /** The normalised names end to end; product i's is names[nameStart[i] .. nameStart[i + 1]] ('' without a row). */
  names: string
  nameStart: Int32Array
  /** PostgreSQL's `length(name)`, in characters. */
  nameLengths: Int32Array
}

/**
 * What a listing filters and sorts on, for every listed product (active, not deleted), by index in
 * ascending id order (docs/decisions/051-search-at-scale.md). Prices are integer cents and dates
 * integer microseconds, each exact in a double.
 */
export type Facts = {
  ids: Int32Array
  indexOf: Map<number, number>
  category: Int32Array
  type: Int32Array
  cents: Float64Array
  orders: Int32Array
  reviews: Int32Array
  createdMicros: Float64Array
  /** Product indices newest first (created_at desc, id desc) and cheapest first (price asc, id asc). */
  byDate: Int32Array
  byPrice: Int32Array
  /** By popularity, made on the first listing that asks after the order counts changed. */
  byPopularity: Int32Array | null
  /** attribute id → lower-cased value (as the database lowers it, in any locale) → value ids. */
  attributeValues: Map<number, Map<string, number[]>>
  /** attribute value id → variation slots carrying it. */
  valueVariations: Map<number, Int32Array>
  /** slot → product index; the slot's values are variationValues[valueStart[slot] .. valueStart[slot + 1]]. */
  variationProduct: Int32Array
  valueStart: Int32Array
  variationValues: Int32Array
  search: Map<Locale, SearchFacts>
  /** Recent searches' matches by their terms, and how many products they hold (facts-matches.ts). */
  searched: { matches: Map<SearchTerms, SearchMatches & { search: string }>; size: number }
  /**
   * Working arrays of one listing, one per product, used again by the next: a listing is answered
   * synchronously, and arrays of this size made per listing cost full collections of the heap. A
   * search's entries count only under its stamps (`scored`, `at`), so none is filled per listing.
   */
  scratch: {
    stamp: number
    scores: Float64Array
    scored: Int32Array
    /** A search's matched products, `matches[0 .. found]`. */
    matches: Int32Array
    words: WordCounts
    nameWords: WordCounts
    marked: Uint8Array
    /** A listing's candidates and their sort keys, `[0 .. found]`. */
    candidates: Int32Array
    keys: Float64Array
  }
}

/** How many of a search's words each product has reached, under the stamp in `at`. */
export type WordCounts = { at: Int32Array; reached: Int32Array }

/** Positions of `ids` sorted by `compare` (a total order). */
export function sortedIndices(count: number, compare: (a: number, b: number) => number): Int32Array {
  return Int32Array.from({ length: count }, (_, i) => i).sort(compare)
}

export const newestFirst = (f: Pick<Facts, 'createdMicros'>) => (a: number, b: number) =>
  (f.createdMicros[b] as number) - (f.createdMicros[a] as number) || b - a

export const cheapestFirst = (f: Pick<Facts, 'cents'>) => (a: number, b: number) =>
  (f.cents[a] as number) - (f.cents[b] as number) || a - b

export const mostPopularFirst =
  (f: Pick<Facts, 'orders' | 'reviews' | 'createdMicros'>) => (a: number, b: number) =>
    (f.orders[b] as number) - (f.orders[a] as number) ||
    (f.reviews[b] as number) - (f.reviews[a] as number) ||
    (f.createdMicros[b] as number) - (f.createdMicros[a] as number) ||
    b - a
