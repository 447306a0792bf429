import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/** Counters and blocks that expire; in memory for one instance, in Redis for many (docs/decisions/008). */
export type RateLimitStore = {
  /**
   * One more hit on `key`: the hits in its window and the ms until the window ends. A sliding
   * window restarts at every hit (failures remembered for so long after the last one).
   */
  hit: (key: string, windowMs: number, sliding?: boolean) => Promise<{ count: number; resetMs: number }>
  block: (key: string, ms: number) => Promise<void>
  /** ms until `key` is free again; 0 when it is not blocked. */
  blockedFor: (key: string) => Promise<number>
  clear: (keys: string[]) => Promise<void>
  close: () => Promise<void>
}

const SWEEP_AT = 10_000

export function memoryStore(now: () => number = Date.now): RateLimitStore {
  const entries = new Map<string, { count: number; expires: number }>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.expires > now()) return entry
    entries.delete(key)
    return undefined
  }
  const sweep = () => {
    if (entries.size < SWEEP_AT) return
    for (const key of [...entries.keys()]) live(key)
  }
  return {
    hit: async (key, windowMs, sliding = false) => {
      sweep()
      const entry = live(key) ?? { count: 0, expires: now() + windowMs }
      entry.count += 1
      if (sliding) entry.expires = now() + windowMs
      entries.set(key, entry)
      return { count: entry.count, resetMs: entry.expires - now() }
    },
    block: async (key, ms) => {
      sweep()
      entries.set(key, { count: 1, expires: now() + ms })
    },
    blockedFor: async (key) => {
      const entry = live(key)
      return entry ? entry.expires - now() : 0
    },
    clear: async (keys) => {
      for (const key of keys) entries.delete(key)
    },
    close: async () => entries.clear(),
  }
}

const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 or ARGV[2] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`

// A Redis that stops answering (a hung server, a lost network) must not hold sign-ins up: a command
// waits this long at most, and its connection is then dropped for a new one, so that the commands
// after it fail at once until Redis answers again.
const COMMAND_TIMEOUT_MS = 1_000
// Reconnection attempts back off to at most this, so the shared limits return soon after Redis.
const RECONNECT_MAX_MS = 1_000

/**
 * Shared by every instance through Redis. Should Redis fail later on, each instance falls back
 * to its own memory: limits weaken rather than sign-ins failing. One warning says so when it
 * starts, one info line when the limits are shared again.
 */
export async function redisStore(url: string, log: FastifyBaseLogger): Promise<RateLimitStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 50, RECONNECT_MAX_MS),
  })
  redis.on('error', () => {})
  await redis.connect()
  const fallback = memoryStore()
  let fallen = false
  const guarded =
    <A extends unknown[], R>(op: (...args: A) => Promise<R>, alternative: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await op(...args)
        if (fallen) {
          fallen = false
          log.info('rate limits are shared through Redis again')
        }
        return result
      } catch (error) {
        if (error instanceof Error && error.message === 'Command timed out' && redis.status === 'ready')
          redis.disconnect(true)
        if (!fallen) {
          fallen = true
          log.warn({ err: error }, 'rate limits fall back to this instance: Redis is unavailable')
        }
        return alternative(...args)
      }
    }
  return {
    hit: guarded(async (key: string, windowMs: number, sliding = false) => {
      const [count, ttl] = (await redis.eval(HIT, 1, key, windowMs, sliding ? '1' : '0')) as [number, number]
      return { count, resetMs: ttl > 0 ? ttl : windowMs }
    }, fallback.hit),
    block: guarded(async (key: string, ms: number) => {
      await redis.set(key, '1', 'PX', Math.max(1, Math.ceil(ms)))
    }, fallback.block),
    blockedFor: guarded(async (key: string) => Math.max(0, await redis.pttl(key)), fallback.blockedFor),
    clear: guarded(async (keys: string[]) => {
      if (keys.length > 0) await redis.del(...keys)
    }, fallback.clear),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
