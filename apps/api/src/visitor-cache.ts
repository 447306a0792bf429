type Options<T> = {
  maxEntries: number
  /** What the kept pages may weigh together: an anonymous visitor chooses what is kept. */
  maxBytes: number
  /** What one page weighs in memory. */
  sizeOf: (value: T) => number
  ttlMs: number
  /** Whether a loaded value may be kept (a page that is not found is answered, not kept). */
  keep?: (value: T) => boolean
  now?: () => number
}

/**
 * What visitors were recently answered, in process: the API's listings (docs/decisions/004) and
 * the storefront's rendered pages (docs/decisions/023). A page is kept until the
 * catalogue changes (the database's `catalog_changed` notification clears the whole cache) or for
 * `ttlMs` at most, the least recently used going first past `maxEntries` or `maxBytes`. Concurrent
 * misses of one key share a single load, and a load that overlapped a change is answered but not
 * kept, so the cache never holds a page older than the last change it has been told of.
 */
export class VisitorCache<T> {
  readonly #entries = new Map<string, { value: T; expires: number; bytes: number }>()
  readonly #loading = new Map<string, Promise<T>>()
  #generation = 0
  #bytes = 0
  #hits = 0
  #misses = 0

  constructor(private readonly options: Options<T>) {}

  get size(): number {
    return this.#entries.size
  }

  /** What the kept pages weigh together. */
  get bytes(): number {
    return this.#bytes
  }

  /**
   * Answers from a kept page, and answers that were not (a load started or joined), since the
   * process started: the metrics read them (docs/decisions/048-metrics-and-traces.md).
   */
  get lookups(): { hits: number; misses: number } {
    return { hits: this.#hits, misses: this.#misses }
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.options.now?.() ?? Date.now()
    const hit = this.#entries.get(key)
    if (hit && hit.expires > now) {
      this.#hits += 1
      this.#entries.delete(key)
      this.#entries.set(key, hit)
      return hit.value
    }
    this.#misses += 1
    this.#drop(key)
    const pending = this.#loading.get(key)
    if (pending) return pending
    const generation = this.#generation
    const loading = load().finally(() => {
      if (this.#loading.get(key) === loading) this.#loading.delete(key)
    })
    this.#loading.set(key, loading)
    const value = await loading
    const keep = this.options.keep?.(value) ?? true
    if (keep && generation === this.#generation) this.#keep(key, value, now + this.options.ttlMs)
    return value
  }

  /** The catalogue changed: nothing kept or being loaded may be answered from now on. */
  clear(): void {
    this.#generation++
    this.#entries.clear()
    this.#loading.clear()
    this.#bytes = 0
  }

  #keep(key: string, value: T, expires: number) {
    const bytes = this.options.sizeOf(value)
    // A page heavier than the whole allowance is answered but never kept.
    if (bytes > this.options.maxBytes) return
    this.#drop(key)
    this.#entries.set(key, { value, expires, bytes })
    this.#bytes += bytes
    while (this.#entries.size > this.options.maxEntries || this.#bytes > this.options.maxBytes) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#drop(oldest)
    }
  }

  #drop(key: string) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }
}
