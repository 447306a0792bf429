import type { Facts, Postings } from './facts.ts'
import type { SearchTerms } from './search-terms.ts'

/**
 * Each matching product's score, the best of its locales' rows (docs/decisions/012): 3 when its
 * name holds the whole search, 2 when its name's words match every word, else 1; times 1000, less
 * the name's length (PostgreSQL's rank, tier − length / 1000, scaled to stay an integer, so the
 * order is the same). NaN for a product that does not match.
 */
export function searchScores(facts: Facts, search: string, terms: SearchTerms): Float64Array {
  const scores = facts.scratch.scores.fill(Number.NaN)
  for (const [locale, words] of terms) {
    const rows = facts.search.get(locale)
    const all = words.length
    if (!rows || all === 0) continue
    const matched = hits(rows.lexemes, rows.words, words, facts.scratch.words)
    const inName = hits(rows.lexemes, rows.nameWords, words, facts.scratch.nameWords)
    const { names, nameStart, nameLengths } = rows
    // The products that reached the last word are among its lexemes' postings.
    forEachPosting(rows.lexemes, rows.words, words[all - 1] as string[], (i) => {
      if (matched[i] !== all) return
      matched[i] = 0
      const tier = holds(names, nameStart[i] as number, nameStart[i + 1] as number, search)
        ? 3
        : inName[i] === all
          ? 2
          : 1
      const score = tier * 1000 - (nameLengths[i] as number)
      if (!(score <= (scores[i] as number))) scores[i] = score
    })
  }
  return scores
}

/** Whether names[from .. to] holds `search`, without making the name a string of its own. */
function holds(names: string, from: number, to: number, search: string): boolean {
  const first = search.charCodeAt(0)
  for (let at = from; at <= to - search.length; at++)
    if (names.charCodeAt(at) === first && names.startsWith(search, at)) return true
  return false
}

function forEachPosting(
  lexemes: Map<string, number>,
  postings: Postings,
  alternatives: string[],
  visit: (i: number) => void,
) {
  const { start, products } = postings
  for (const lexeme of alternatives) {
    const id = lexemes.get(lexeme)
    if (id === undefined) continue
    const end = start[id + 1] as number
    for (let at = start[id] as number; at < end; at++) visit(products[at] as number)
  }
}

/**
 * How many of the words, in order, each product's lexemes match: one of a word's lexemes is
 * enough, and a product holds them all when it reaches `words.length` (a `&` of `|`s).
 */
function hits(
  lexemes: Map<string, number>,
  postings: Postings,
  words: string[][],
  reached: Int32Array,
): Int32Array {
  reached.fill(0)
  words.forEach((alternatives, word) => {
    forEachPosting(lexemes, postings, alternatives, (i) => {
      if (reached[i] === word) reached[i] = word + 1
    })
  })
  return reached
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
