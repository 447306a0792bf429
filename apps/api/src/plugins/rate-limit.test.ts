import net from 'node:net'
import type { FastifyReply } from 'fastify'
import { afterAll, describe, expect, test } from 'vitest'
import { AppError } from '../errors.ts'
import { captureLogs } from '../testing/log-capture.ts'
import { isRedisReachable, TEST_REDIS_URL, uniquePrefix } from '../testing/redis.ts'
import { RateLimiter } from './rate-limit.ts'
import { memoryStore, type RateLimitStore, redisStore } from './rate-limit-store.ts'

const redisUp = await isRedisReachable()
const log = captureLogs().logger

function fakeReply() {
  const headers: Record<string, string> = {}
  return { headers, reply: { header: (k: string, v: string) => (headers[k] = v) } as unknown as FastifyReply }
}

async function refusal(work: Promise<unknown>) {
  try {
    await work
  } catch (error) {
    return error as AppError
  }
  return null
}

const stores: [string, () => Promise<RateLimitStore>][] = [
  ['memory', async () => memoryStore()],
  ...(redisUp
    ? [['redis', () => redisStore(TEST_REDIS_URL, log)] as [string, () => Promise<RateLimitStore>]]
    : []),
]

describe.each(stores)('the rate limiter on a %s store', (_name, open) => {
  const opened: RateLimitStore[] = []
  const limiter = async () => {
    const store = await open()
    opened.push(store)
    return new RateLimiter(store, uniquePrefix('unit'))
  }
  afterAll(async () => {
    for (const s of opened) await s.close()
  })

  test('lets max requests through per window and refuses the next with Retry-After', async () => {
    const limits = await limiter()
    const rule = { name: 'contact', max: 3, windowMs: 60_000 }
    const { reply, headers } = fakeReply()
    for (let i = 0; i < 3; i++) await limits.consume(reply, rule, '203.0.113.7')
    const error = await refusal(limits.consume(reply, rule, '203.0.113.7'))
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ statusCode: 429, code: 'errors.tooManyRequests' })
    expect(Number(headers['retry-after'])).toBeGreaterThan(50)
    expect(Number(headers['retry-after'])).toBeLessThanOrEqual(60)
    await limits.consume(reply, rule, '203.0.113.8')
  })

  test('failures block from the free-th on for the delay the rule gives, and a success clears them', async () => {
    const limits = await limiter()
    const rule = {
      name: 'login',
      free: 2,
      memoryMs: 60_000,
      delayMs: () => 30_000,
      message: 'accounts.tooManyLoginAttempts' as const,
    }
    const { reply, headers } = fakeReply()
    await limits.recordFailure(rule, 'a@b.example|1.2.3.4')
    await limits.checkFailures(reply, rule, 'a@b.example|1.2.3.4')
    await limits.recordFailure(rule, 'a@b.example|1.2.3.4')
    const error = await refusal(limits.checkFailures(reply, rule, 'a@b.example|1.2.3.4'))
    expect(error).toMatchObject({ statusCode: 429, code: 'accounts.tooManyLoginAttempts' })
    expect(Number(headers['retry-after'])).toBe(30)
    await limits.clearFailures(rule, 'a@b.example|1.2.3.4')
    await limits.checkFailures(reply, rule, 'a@b.example|1.2.3.4')
  })
})

test('the memory store forgets a window once it has passed', async () => {
  let now = 0
  const limits = new RateLimiter(
    memoryStore(() => now),
    'p:',
  )
  const rule = { name: 'x', max: 1, windowMs: 1000 }
  const { reply } = fakeReply()
  await limits.consume(reply, rule, 'k')
  expect(await refusal(limits.consume(reply, rule, 'k'))).toMatchObject({ statusCode: 429 })
  now = 1000
  await limits.consume(reply, rule, 'k')
})

test.runIf(redisUp)('two limiters on one Redis share their counts', async () => {
  const prefix = uniquePrefix('shared')
  const [a, b] = await Promise.all([redisStore(TEST_REDIS_URL, log), redisStore(TEST_REDIS_URL, log)])
  try {
    const rule = { name: 'newsletter', max: 2, windowMs: 60_000 }
    const { reply } = fakeReply()
    await new RateLimiter(a, prefix).consume(reply, rule, 'ip')
    await new RateLimiter(b, prefix).consume(reply, rule, 'ip')
    expect(await refusal(new RateLimiter(a, prefix).consume(reply, rule, 'ip'))).toMatchObject({
      statusCode: 429,
    })
  } finally {
    await a.close()
    await b.close()
  }
})

/** A way to the test Redis that can stop passing anything on, as a hung server or network would. */
async function freezableRedis() {
  let frozen = false
  const held: (() => void)[] = []
  const server = net.createServer((client) => {
    const upstream = net.connect(new URL(TEST_REDIS_URL).port as unknown as number, '127.0.0.1')
    client.on('data', (data) => (frozen ? held.push(() => upstream.write(data)) : upstream.write(data)))
    upstream.on('data', (data) => client.write(data))
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on('error', () => {})
      a.on('close', () => b.destroy())
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    freeze: () => (frozen = true),
    thaw: () => {
      frozen = false
      for (const write of held.splice(0)) write()
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

test.runIf(redisUp)(
  'a Redis that stops answering: limits go on in memory within a second, said once',
  async () => {
    const redis = await freezableRedis()
    const logs = captureLogs()
    const store = await redisStore(redis.url, logs.logger)
    const limits = new RateLimiter(store, uniquePrefix('hung'))
    const rule = { name: 'sign-in', max: 2, windowMs: 60_000 }
    const { reply } = fakeReply()
    const fallback = /Redis is unavailable/
    try {
      // Two requests for one key counted in Redis, none in memory.
      await limits.consume(reply, rule, 'counted')
      await limits.consume(reply, rule, 'counted')
      redis.freeze()
      const started = Date.now()
      await limits.consume(reply, rule, 'ip')
      await limits.consume(reply, rule, 'ip')
      expect(await refusal(limits.consume(reply, rule, 'ip'))).toMatchObject({ statusCode: 429 })
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(logs.lines.filter((line) => fallback.test(line))).toHaveLength(1)

      // Back, Redis counts again: it refuses the key memory never saw.
      redis.thaw()
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      expect(await refusal(limits.consume(reply, rule, 'counted'))).toMatchObject({ statusCode: 429 })
      expect(logs.lines.filter((line) => fallback.test(line))).toHaveLength(1)
      expect(logs.lines.filter((line) => /shared through Redis again/.test(line))).toHaveLength(1)
    } finally {
      await store.close()
      await redis.close()
    }
  },
)
