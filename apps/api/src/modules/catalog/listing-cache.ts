/**
 * Recent catalogue pages for visitors, in process (docs/decisions/004). A page is kept until the
 * catalogue changes (the database's `catalog_changed` notification clears the whole cache) or for
 * `ttlMs` at most, the least recently used going first past `maxEntries`. Concurrent misses of one
 * key share a single load, and a load that overlapped a change is answered but not kept, so the
 * cache never holds a page older than the last change it has been told of.
 */
export class ListingCache<T> {
  readonly #entries = new Map<string, { value: T; expires: number }>()
  readonly #loading = new Map<string, Promise<T>>()
  #generation = 0

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {}

  get size(): number {
    return this.#entries.size
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.options.now?.() ?? Date.now()
    const hit = this.#entries.get(key)
    if (hit && hit.expires > now) {
      this.#entries.delete(key)
      this.#entries.set(key, hit)
      return hit.value
    }
    this.#entries.delete(key)
    const pending = this.#loading.get(key)
    if (pending) return pending
    const generation = this.#generation
    const loading = load().finally(() => {
      if (this.#loading.get(key) === loading) this.#loading.delete(key)
    })
    this.#loading.set(key, loading)
    const value = await loading
    if (generation === this.#generation) this.#keep(key, value, now + this.options.ttlMs)
    return value
  }

  /** The catalogue changed: nothing kept or being loaded may be answered from now on. */
  clear(): void {
    this.#generation++
    this.#entries.clear()
    this.#loading.clear()
  }

  #keep(key: string, value: T, expires: number) {
    this.#entries.set(key, { value, expires })
    if (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
  }
}
