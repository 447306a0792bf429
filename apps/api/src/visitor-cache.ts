type Options<T> = {
  maxEntries: number
  /** What the kept pages may weigh together: an anonymous visitor chooses what is kept. */
  maxBytes: number
  /** What one page weighs in memory. */
  sizeOf: (value: T) => number
  ttlMs: number
  /** Whether a loaded value may be kept (a page that is not found is answered, not kept). */
  keep?: (value: T) => boolean
  /** What a page shows (its products, its order), so that `drop` can let only it go. */
  tagsOf?: (value: T) => readonly string[]
  now?: () => number
}

type Entry<T> = { value: T; expires: number; bytes: number; tags: readonly string[] }

/** How many recent drops a load that overlapped them is checked against; older loads are not kept. */
const DROPS_REMEMBERED = 256

/**
 * What visitors were recently answered, in process: the API's listings (docs/decisions/004) and
 * the storefront's rendered pages (docs/decisions/023). A page is kept until the
 * catalogue changes (the database's `catalog_changed` notification clears the whole cache, or
 * drops the pages tagged with what a stock change touched: docs/decisions/050) or for
 * `ttlMs` at most, the least recently used going first past `maxEntries` or `maxBytes`. Concurrent
 * misses of one key share a single load, and a load that overlapped a change that concerns it is
 * answered but not kept, so the cache never holds a page older than the last change it has been
 * told of.
 */
export class VisitorCache<T> {
  readonly #entries = new Map<string, Entry<T>>()
  readonly #loading = new Map<string, Promise<T>>()
  /** tag → the keys of the kept pages that carry it. */
  readonly #tagged = new Map<string, Set<string>>()
  /** The tags of the last drops, the newest last; `#dropCount` counts every drop ever made. */
  readonly #drops: ReadonlySet<string>[] = []
  #dropCount = 0
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
    const drops = this.#dropCount
    const loading = load().finally(() => {
      if (this.#loading.get(key) === loading) this.#loading.delete(key)
    })
    this.#loading.set(key, loading)
    const value = await loading
    const keep = this.options.keep?.(value) ?? true
    if (!keep || generation !== this.#generation) return value
    const tags = this.options.tagsOf?.(value) ?? []
    if (!this.#droppedSince(drops, tags)) this.#keep(key, value, now + this.options.ttlMs, tags)
    return value
  }

  /** The catalogue changed: nothing kept or being loaded may be answered from now on. */
  clear(): void {
    this.#generation++
    this.#entries.clear()
    this.#loading.clear()
    this.#tagged.clear()
    this.#bytes = 0
  }

  /**
   * Part of the catalogue changed: the pages that carry any of `tags` go, and a load under way is
   * not kept if what it loaded carries one (docs/decisions/050-caches-that-survive-orders.md).
   */
  drop(tags: Iterable<string>): void {
    const dropped = new Set(tags)
    for (const tag of dropped) for (const key of this.#tagged.get(tag) ?? []) this.#drop(key)
    // A visitor arriving now waits for a load of their own rather than join one begun before.
    this.#loading.clear()
    this.#drops.push(dropped)
    if (this.#drops.length > DROPS_REMEMBERED) this.#drops.shift()
    this.#dropCount++
  }

  /** Whether a drop made after the first `count` concerns a page with `tags` (or is forgotten). */
  #droppedSince(count: number, tags: readonly string[]): boolean {
    const since = this.#dropCount - count
    if (since === 0) return false
    if (since > this.#drops.length) return true
    return this.#drops.slice(-since).some((dropped) => tags.some((tag) => dropped.has(tag)))
  }

  #keep(key: string, value: T, expires: number, tags: readonly string[]) {
    const bytes = this.options.sizeOf(value)
    // A page heavier than the whole allowance is answered but never kept.
    if (bytes > this.options.maxBytes) return
    this.#drop(key)
    this.#entries.set(key, { value, expires, bytes, tags })
    for (const tag of tags) {
      const keys = this.#tagged.get(tag)
      if (keys) keys.add(key)
      else this.#tagged.set(tag, new Set([key]))
    }
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
    for (const tag of entry.tags) {
      const keys = this.#tagged.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.#tagged.delete(tag)
    }
  }
}
