import { AsyncLocalStorage } from 'node:async_hooks'

const reads = new AsyncLocalStorage<Set<string>>()

/**
 * Runs `work`, gathering the tags (catalog-changes.ts) of the catalogue it read through this
 * process's API: a shared page is kept under them, so a stock change lets go only the pages that
 * show its products (docs/decisions/050-caches-that-survive-orders.md). The API is reached by
 * `inject` in the same process, so its routes run in the caller's async context.
 */
export async function gatheringCatalogReads<T>(
  work: () => Promise<T>,
): Promise<{ value: T; tags: string[] }> {
  const tags = new Set<string>()
  const value = await reads.run(tags, work)
  return { value, tags: [...tags] }
}

/** Notes that the answer being made shows what `tags` name, for whoever gathers (above). */
export function noteCatalogRead(tags: Iterable<string>): void {
  const gathered = reads.getStore()
  if (gathered) for (const tag of tags) gathered.add(tag)
}
