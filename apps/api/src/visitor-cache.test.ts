import { describe, expect, test } from 'vitest'
import { VisitorCache } from './visitor-cache.ts'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

const unbounded = { maxBytes: Number.POSITIVE_INFINITY, sizeOf: () => 1 }

describe('VisitorCache', () => {
  test('lets the least recently used pages go past its weight, and never keeps an overweight one', async () => {
    const cache = new VisitorCache<string>({
      maxEntries: 100,
      maxBytes: 10,
      sizeOf: (page) => page.length,
      ttlMs: 60_000,
    })
    let loads = 0
    const load = (page: string) => async () => {
      loads++
      return page
    }
    await cache.get('a', load('aaaa'))
    await cache.get('b', load('bbbb'))
    expect([cache.size, cache.bytes]).toEqual([2, 8])
    await cache.get('c', load('cccc'))
    // a went first: 12 bytes would pass the allowance.
    expect([cache.size, cache.bytes]).toEqual([2, 8])
    await cache.get('b', load('bbbb'))
    expect(loads).toBe(3)
    await cache.get('huge', load('x'.repeat(11)))
    expect([cache.size, cache.bytes]).toEqual([2, 8])
    cache.clear()
    expect([cache.size, cache.bytes]).toEqual([0, 0])
  })

  test('keeps a page for its time to live and no longer', async () => {
    let now = 0
    const cache = new VisitorCache<number>({ ...unbounded, maxEntries: 10, ttlMs: 1_000, now: () => now })
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', load)).toBe(1)
    now = 999
    expect(await cache.get('a', load)).toBe(1)
    now = 1_000
    expect(await cache.get('a', load)).toBe(2)
    // Answered from the kept page once; loaded twice.
    expect(cache.lookups).toEqual({ hits: 1, misses: 2 })
  })

  test('lets the least recently used page go past its size', async () => {
    const cache = new VisitorCache<string>({ ...unbounded, maxEntries: 2, ttlMs: 60_000 })
    const loaded: string[] = []
    const load = (key: string) => async () => {
      loaded.push(key)
      return key
    }
    await cache.get('a', load('a'))
    await cache.get('b', load('b'))
    await cache.get('a', load('a'))
    await cache.get('c', load('c'))
    await cache.get('a', load('a'))
    await cache.get('b', load('b'))
    expect(loaded).toEqual(['a', 'b', 'c', 'b'])
    expect(cache.size).toBe(2)
  })

  test('concurrent misses of one page share one load', async () => {
    const cache = new VisitorCache<string>({ ...unbounded, maxEntries: 10, ttlMs: 60_000 })
    const gate = deferred<string>()
    let loads = 0
    const load = () => {
      loads++
      return gate.promise
    }
    const answers = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])
    gate.resolve('page')
    expect(await answers).toEqual(['page', 'page', 'page'])
    expect(loads).toBe(1)
  })

  test('a load that overlapped a change is answered but not kept, and later requests load anew', async () => {
    const cache = new VisitorCache<string>({ ...unbounded, maxEntries: 10, ttlMs: 60_000 })
    const stale = deferred<string>()
    const first = cache.get('a', () => stale.promise)
    cache.clear()
    const second = cache.get('a', async () => 'fresh')
    stale.resolve('stale')
    expect(await first).toBe('stale')
    expect(await second).toBe('fresh')
    expect(await cache.get('a', async () => 'unexpected')).toBe('fresh')
  })

  test('a failed load is not kept', async () => {
    const cache = new VisitorCache<string>({ ...unbounded, maxEntries: 10, ttlMs: 60_000 })
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('a', async () => 'up')).toBe('up')
  })

  describe('drop', () => {
    /** Pages named by their tags: 'p1 p2' carries p1 and p2. */
    const tagged = () =>
      new VisitorCache<string>({
        ...unbounded,
        maxEntries: 10,
        ttlMs: 60_000,
        tagsOf: (page) => page.split(' ').filter(Boolean),
      })

    test('lets go only the pages that carry a dropped tag', async () => {
      const cache = tagged()
      for (const page of ['p1 p2', 'p2 p3', 'p3', '']) await cache.get(page, async () => page)
      cache.drop(['p2', 'unknown'])
      expect(cache.size).toBe(2)
      const before = cache.lookups
      const loaded: string[] = []
      for (const page of ['p1 p2', 'p2 p3', 'p3', '']) {
        await cache.get(page, async () => {
          loaded.push(page)
          return page
        })
      }
      expect(loaded).toEqual(['p1 p2', 'p2 p3'])
      expect(cache.lookups).toEqual({ hits: before.hits + 2, misses: before.misses + 2 })
      // A page loaded again is tagged again; one let go for its weight or age leaves no tag behind.
      cache.drop(['p1'])
      expect(cache.size).toBe(3)
      cache.clear()
      cache.drop(['p3'])
      expect([cache.size, cache.bytes]).toEqual([0, 0])
    })

    test('a load that overlapped a drop concerning it is answered but not kept; others are kept', async () => {
      const cache = tagged()
      const concerned = deferred<string>()
      const unconcerned = deferred<string>()
      const first = cache.get('a', () => concerned.promise)
      const other = cache.get('b', () => unconcerned.promise)
      cache.drop(['p1'])
      // A visitor after the drop does not join the load begun before it.
      const second = cache.get('a', async () => 'p1 fresh')
      concerned.resolve('p1 stale')
      unconcerned.resolve('p2')
      expect([await first, await second, await other]).toEqual(['p1 stale', 'p1 fresh', 'p2'])
      expect(await cache.get('a', async () => 'unexpected')).toBe('p1 fresh')
      expect(await cache.get('b', async () => 'unexpected')).toBe('p2')
    })

    test('a load older than the drops it remembers is not kept', async () => {
      const cache = tagged()
      const slow = deferred<string>()
      const first = cache.get('a', () => slow.promise)
      for (let i = 0; i < 300; i++) cache.drop([`other${i}`])
      slow.resolve('p1')
      expect(await first).toBe('p1')
      expect(cache.size).toBe(0)
    })
  })
})
