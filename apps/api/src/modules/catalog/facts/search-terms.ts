import type { Locale } from '@caravanserai/contracts/languages'
import { sql } from 'drizzle-orm'
import { type Db, preparedRows } from '../../../db/client.ts'
import { wordQueries } from '../product-list-query.ts'

/** Per locale, per word of a search that means anything, the lexemes any of which matches it. */
export type SearchTerms = Map<Locale, string[][]>

/** The locales a search reads: the request's and English (docs/decisions/012). */
export const searchLocales = (locale: Locale): Locale[] => (locale === 'en' ? ['en'] : [locale, 'en'])

/**
 * A word's text query as PostgreSQL writes it, `'a' | 'b'`, as its lexemes; null for anything
 * else (a word the parser splits into a phrase, `'t-shirt' <-> 't' <-> 'shirt'`), which the
 * database then answers.
 */
export function lexemesOf(query: string): string[] | null {
  const lexemes: string[] = []
  let at = 0
  while (true) {
    if (query[at] !== "'") return null
    let lexeme = ''
    at++
    while (at < query.length) {
      const c = query[at] as string
      if (c === '\\') return null
      if (c === "'") {
        if (query[at + 1] !== "'") break
        at++
      }
      lexeme += c
      at++
    }
    if (query[at] !== "'") return null
    lexemes.push(lexeme)
    at++
    if (at === query.length) return lexemes
    if (!query.startsWith(' | ', at)) return null
    at += 3
  }
}

/**
 * The text query of a normalised search in each locale it reads, made by the database as the SQL
 * search makes it (wordQueries: the locale's parser and stemmer, the lexicon's like words); null
 * when a word's query is more than a choice of lexemes.
 */
export async function readSearchTerms(db: Db, search: string, locale: Locale): Promise<SearchTerms | null> {
  const locales = searchLocales(locale)
  const rows = await preparedRows<{ locale: Locale; t: string }>(
    db,
    sql.join(
      locales.map(
        (l) => sql`(select ${l}::text as locale, w.t::text as t from (${wordQueries(search, l)}) w)`,
      ),
      sql` union all `,
    ),
  )
  const terms: SearchTerms = new Map(locales.map((l) => [l, []]))
  for (const row of rows) {
    const lexemes = lexemesOf(row.t)
    if (!lexemes) return null
    // The stem and a like word are often the same lexeme: its products are read once.
    terms.get(row.locale)?.push([...new Set(lexemes)])
  }
  return terms
}

/**
 * The text queries of recent searches, by locale and normalised search, kept until the catalogue
 * changes (the lexicon follows the products): a search asked again reads none from the database
 * (docs/decisions/064-search-terms-kept.md). At most `limit`, the oldest let go first.
 */
export class SearchTermsCache {
  #terms = new Map<string, SearchTerms | null>()

  constructor(private readonly limit = 1_000) {}

  /** The terms kept for this search, or undefined when none are. */
  get(search: string, locale: Locale): SearchTerms | null | undefined {
    return this.#terms.get(`${locale} ${search}`)
  }

  set(search: string, locale: Locale, terms: SearchTerms | null): void {
    if (this.#terms.size >= this.limit) this.#terms.delete(this.#terms.keys().next().value as string)
    this.#terms.set(`${locale} ${search}`, terms)
  }

  clear(): void {
    this.#terms.clear()
  }
}
