import { createHash } from 'node:crypto'
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
