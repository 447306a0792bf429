import { createHash } from 'node:crypto'
import { isIPv6 } from 'node:net'
import type { FastifyReply } from 'fastify'
import { AppError } from '../errors.ts'
import type { MessageKey } from '../i18n/messages.ts'
import type { RateLimitStore } from './rate-limit-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one limiter, on the shared store when REDIS_URL is set (docs/decisions/008). */
    rateLimiter: RateLimiter
  }
}

/**
 * The network a client address stands for in per-address limits: an IPv4 address itself (also
 * when written IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address its /64, since one subscriber is
 * given a whole /64 and could otherwise take a fresh address for every try.
 */
export function clientNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  const [head = '', tail] = ip.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const left = groups(head)
  const right = groups(tail)
  // An embedded IPv4 tail (…:1.2.3.4) counts as two groups; only the first four groups matter.
  const width = right.some((g) => g.includes('.')) ? 7 : 8
  const full =
    tail === undefined ? left : [...left, ...Array(width - left.length - right.length).fill('0'), ...right]
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/** At most `max` requests per `windowMs` for one key (an IP, an email…). */
export type RequestLimit = { name: string; max: number; windowMs: number; message?: MessageKey }

/**
 * Failures remembered `memoryMs` after the last one; from the `free`-th on, each blocks further
 * attempts for `delayMs(n)` (n = failures so far), e.g. doubling.
 */
export type FailureLimit = {
  name: string
  free: number
  memoryMs: number
  delayMs: (failures: number) => number
  message?: MessageKey
}

/**
 * Rate limits for any route (docs/decisions/008). Keys are hashed, so no email address or IP is
 * written to the store. A refusal is a 429 with Retry-After and a message in the request's
 * language: `message`, or the generic 'errors.tooManyRequests', with {seconds}.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly prefix: string,
  ) {}

  #key(name: string, key: string, suffix = '') {
    return `${this.prefix}${name}${suffix}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`
  }

  #refuse(reply: FastifyReply, ms: number, message: MessageKey = 'errors.tooManyRequests'): never {
    const seconds = Math.max(1, Math.ceil(ms / 1000))
    reply.header('retry-after', String(seconds))
    throw new AppError(message, 429, { seconds })
  }

  /** Counts this request against `limit` for `key`; past the limit, answers 429. */
  async consume(reply: FastifyReply, limit: RequestLimit, key: string): Promise<void> {
    const { count, resetMs } = await this.store.hit(this.#key(limit.name, key), limit.windowMs)
    if (count > limit.max) this.#refuse(reply, resetMs, limit.message)
  }

  /** 429 while `key` is blocked by earlier failures; call before trying. */
  async checkFailures(reply: FastifyReply, limit: FailureLimit, key: string): Promise<void> {
    const ms = await this.store.blockedFor(this.#key(limit.name, key, ':block'))
    if (ms > 0) this.#refuse(reply, ms, limit.message)
  }

  async recordFailure(limit: FailureLimit, key: string): Promise<void> {
    const { count } = await this.store.hit(this.#key(limit.name, key), limit.memoryMs, true)
    if (count >= limit.free)
      await this.store.block(this.#key(limit.name, key, ':block'), limit.delayMs(count))
  }

  async clearFailures(limit: FailureLimit, key: string): Promise<void> {
    await this.store.clear([this.#key(limit.name, key), this.#key(limit.name, key, ':block')])
  }
}
