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
})
