import type { Locale } from '@caravanserai/contracts/languages'
import type { Db } from '../../../db/client.ts'
import type { CatalogChange } from '../catalog-changes.ts'
import type { ProductFilters } from '../product-filters.ts'
import type { Facts } from './facts.ts'
import { type FactsPage, factsAnswer, listFromFacts } from './facts-listing.ts'
import { readFacts, refreshFacts } from './facts-read.ts'
import { readSearchTerms, type SearchTerms, SearchTermsCache } from './search-terms.ts'

/**
 * The listed products' facts in memory, which answer a listing's filters, order and total; the
 * database then reads the page's cards alone (docs/decisions/051-search-at-scale.md). Read on the
 * first listing, and again on the first after a change of anything (`catalog_changed`); until
 * they are read the database answers. A stock change reads its products' order counts again
 * before the next listing is answered, whichever instance took the order.
 */
export class CatalogFacts {
  #facts: Facts | null = null
  #reading: Promise<void> | null = null
  /**
   * Every read, one after another: a change of anything during a read lets that read finish
   * unused rather than start a second beside it, so a run of edits costs one read at a time.
   */
  #reads: Promise<void> = Promise.resolve()
  /** Stock changes heard while the facts were being read, read again before they are used. */
  #stockWhileReading: number[] = []
  #refreshing: Promise<void> = Promise.resolve()
  #generation = 0
  /** The terms of recent searches, let go with the facts (docs/decisions/064-search-terms-kept.md). */
  #terms = new SearchTermsCache()

  constructor(private readonly db: Db) {}

  /** The listing from facts, or null when the database must answer it. */
  async list(f: ProductFilters, locale: Locale): Promise<FactsPage | null> {
    if (!factsAnswer(f)) return null
    if (!(await this.#current())) return null
    const terms = f.search ? await this.#termsOf(f.search, locale) : null
    const facts = this.#facts
    if (!facts || (f.search && !terms)) return null
    return listFromFacts(facts, f, terms)
  }

  /** Hears `catalog_changed` (catalog-changes.ts). */
  changed(change: CatalogChange): void {
    if (change === 'anything') {
      this.#generation++
      this.#facts = null
      this.#terms.clear()
      this.#reading = null
      this.#stockWhileReading = []
      return
    }
    if (this.#reading) this.#stockWhileReading.push(...change.stockOf)
    const facts = this.#facts
    if (!facts) return
    const generation = this.#generation
    this.#refreshing = this.#refreshing
      .then(() => refreshFacts(this.db, facts, change.stockOf))
      .then(
        (refreshed) => refreshed,
        () => false,
      )
      .then((refreshed) => {
        if (!refreshed && generation === this.#generation) this.changed('anything')
      })
  }

  /** A search's terms, kept unless the catalogue changed while they were read. */
  async #termsOf(search: string, locale: Locale): Promise<SearchTerms | null> {
    const kept = this.#terms.get(search, locale)
    if (kept !== undefined) return kept
    const generation = this.#generation
    const terms = await readSearchTerms(this.db, search, locale)
    if (generation === this.#generation) this.#terms.set(search, locale, terms)
    return terms
  }

  async #current(): Promise<Facts | null> {
    if (!this.#facts) {
      if (!this.#reading) {
        // #read settles whatever happens, so the chain never rejects.
        this.#reads = this.#reads.then(() => this.#read())
        this.#reading = this.#reads
      }
      return null
    }
    await this.#refreshing
    return this.#facts
  }

  async #read(): Promise<void> {
    // Queued behind a read that has since given facts as current as this one would be.
    if (this.#facts) return
    const generation = this.#generation
    const stale = () => generation !== this.#generation
    try {
      const facts = await readFacts(this.db)
      while (!stale() && this.#stockWhileReading.length > 0) {
        const ids = this.#stockWhileReading.splice(0)
        if (!(await refreshFacts(this.db, facts, ids))) return this.changed('anything')
      }
      if (!stale()) this.#facts = facts
    } catch {
      // The database answers meanwhile; the next listing reads again.
    } finally {
      if (!stale()) this.#reading = null
    }
  }
}
