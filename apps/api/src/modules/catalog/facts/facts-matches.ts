import type { Facts, Postings, SearchMatches, WordCounts } from './facts.ts'
import type { SearchTerms } from './search-terms.ts'

/** At most this many searches' matches are kept, and this many matched products per product of the facts. */
const KEPT_SEARCHES = 1_000
const KEPT_PER_PRODUCT = 2

/**
 * A search's matches, kept on the facts for its terms (docs/decisions/064-search-terms-kept.md):
 * another page, order or price range of the same search filters them alone. They are let go with
 * the facts, and all at once when keeping another would pass KEPT_SEARCHES searches or hold more
 * than KEPT_PER_PRODUCT × the catalogue's products.
 */
export function matchesOf(facts: Facts, search: string, terms: SearchTerms): SearchMatches {
  const { searched } = facts
  const kept = searched.matches.get(terms)
  if (kept?.search === search) return kept
  const made = { search, ...searchMatches(facts, search, terms) }
  const size = searched.size + made.products.length
  if (searched.matches.size >= KEPT_SEARCHES || size > KEPT_PER_PRODUCT * facts.ids.length) {
    searched.matches.clear()
    searched.size = 0
  }
  searched.matches.set(terms, made)
  searched.size += made.products.length
  return made
}

/**
 * Each matching product's score, the best of its locales' rows (docs/decisions/012): 3 when its
 * name holds the whole search, 2 when its name's words match every word, else 1; times 1000, less
 * the name's length (PostgreSQL's rank, tier − length / 1000, scaled to stay an integer, so the
 * order is the same). Only the matching lexemes' postings are read: no array of every product is
 * filled (docs/performance/profile.md, "Listings from facts").
 */
function searchMatches(facts: Facts, search: string, terms: SearchTerms): SearchMatches {
  const { scratch } = facts
  const { scores, scored, matches } = scratch
  const stamp = nextStamp(scratch)
  let found = 0
  for (const [locale, words] of terms) {
    const rows = facts.search.get(locale)
    const all = words.length
    if (!rows || all === 0) continue
    const matched = hits(rows.lexemes, rows.words, words, scratch.words, nextStamp(scratch))
    const inName = hits(rows.lexemes, rows.nameWords, words, scratch.nameWords, nextStamp(scratch))
    const { names, nameStart, nameLengths } = rows
    // The products that reached the last word are among its lexemes' postings.
    const { start, products } = rows.words
    for (const lexeme of words[all - 1] as string[]) {
      const id = rows.lexemes.get(lexeme)
      if (id === undefined) continue
      const end = start[id + 1] as number
      for (let at = start[id] as number; at < end; at++) {
        const i = products[at] as number
        if (!matched.holds(i, all)) continue
        matched.reached[i] = 0
        const tier = holds(names, nameStart[i] as number, nameStart[i + 1] as number, search)
          ? 3
          : inName.holds(i, all)
            ? 2
            : 1
        const score = tier * 1000 - (nameLengths[i] as number)
        if (scored[i] !== stamp) {
          scored[i] = stamp
          scores[i] = score
          matches[found++] = i
        } else if (score > (scores[i] as number)) scores[i] = score
      }
    }
  }
  const products = matches.slice(0, found)
  const productScores = new Float64Array(found)
  for (let k = 0; k < found; k++) productScores[k] = scores[products[k] as number] as number
  return { products, scores: productScores }
}

/** A stamp no product's working entry carries yet: entries of older stamps count as unwritten. */
function nextStamp(scratch: Facts['scratch']): number {
  if (scratch.stamp === 2 ** 31 - 1) {
    scratch.stamp = 0
    for (const stamps of [scratch.scored, scratch.words.at, scratch.nameWords.at]) stamps.fill(0)
  }
  return ++scratch.stamp
}

/** Whether names[from .. to] holds `search`, without making the name a string of its own. */
function holds(names: string, from: number, to: number, search: string): boolean {
  const first = search.charCodeAt(0)
  for (let at = from; at <= to - search.length; at++)
    if (names.charCodeAt(at) === first && names.startsWith(search, at)) return true
  return false
}

/**
 * How many of the words, in order, each product's lexemes match: one of a word's lexemes is
 * enough, and a product holds them all when it reaches `words.length` (a `&` of `|`s). A product
 * whose entry does not carry `stamp` has reached none.
 */
function hits(
  lexemes: Map<string, number>,
  postings: Postings,
  words: string[][],
  counts: WordCounts,
  stamp: number,
) {
  const { at: stamps, reached } = counts
  const { start, products } = postings
  words.forEach((alternatives, word) => {
    for (const lexeme of alternatives) {
      const id = lexemes.get(lexeme)
      if (id === undefined) continue
      const end = start[id + 1] as number
      for (let at = start[id] as number; at < end; at++) {
        const i = products[at] as number
        if ((stamps[i] === stamp ? reached[i] : 0) !== word) continue
        stamps[i] = stamp
        reached[i] = word + 1
      }
    }
  })
  return { reached, holds: (i: number, all: number) => stamps[i] === stamp && reached[i] === all }
}

/**
 * The products with one variation that carries, for every filtered attribute, one of its values
 * (named in any locale, lower-cased: product-list-query.ts's attribute filter), marked 1.
 */
export function attributeMatches(facts: Facts, attributes: Map<number, string[]>): Uint8Array {
  const marked = facts.scratch.marked.fill(0)
  const sets = [...attributes].map(
    ([id, values]) => new Set(values.flatMap((value) => facts.attributeValues.get(id)?.get(value) ?? [])),
  )
  const [first, ...others] = sets
  const { valueStart, variationValues, variationProduct } = facts
  const carries = (slot: number, values: Set<number>) => {
    for (let at = valueStart[slot] as number; at < (valueStart[slot + 1] as number); at++)
      if (values.has(variationValues[at] as number)) return true
    return false
  }
  for (const value of first ?? []) {
    for (const slot of facts.valueVariations.get(value) ?? []) {
      if (others.every((values) => carries(slot, values))) marked[variationProduct[slot] as number] = 1
    }
  }
  return marked
}
