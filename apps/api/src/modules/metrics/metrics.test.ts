import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { emailOutbox } from '../../db/schema/email.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import { captureLogs } from '../../testing/log-capture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

const TOKEN = 'scrape-Zz-0123456789abcdef'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The value of the series `name` whose labels include `labels`, or undefined without one. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && wanted.every((w) => l.includes(w)))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe.each(databaseKinds())('metrics on %s behind a token', (kind) => {
  let t: TestApp
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(res.statusCode).toBe(200)
    return res.body
  }
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: testConfig({ METRICS_TOKEN: TOKEN }) })
  })
  afterAll(() => t.close())

  test('count each answer once by route pattern and status, in a histogram of its time', async () => {
    const series = {
      ok: { method: 'GET', route: '/api/health/live', status_code: '200' },
      missing: { method: 'GET', route: 'unmatched', status_code: '404' },
      invalid: { method: 'GET', route: '/api/products/:id/', status_code: '400' },
    }
    const count = (text: string, labels: Record<string, string>) =>
      sample(text, 'http_request_duration_seconds_count', labels) ?? 0
    const before = await scrape()
    await t.app.inject({ method: 'GET', url: '/api/health/live' })
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-Zz91/' })
    await t.app.inject({ method: 'GET', url: '/api/products/not-a-number/' })
    const after = await scrape()
    for (const labels of Object.values(series)) expect(count(after, labels) - count(before, labels)).toBe(1)
    expect(after).not.toContain('Zz91')
    expect(after).not.toContain('not-a-number')
    expect(
      sample(after, 'http_request_duration_seconds_bucket', { ...series.ok, le: '+Inf' }),
    ).toBeGreaterThan(0)
  })

  test('report the event loop, the heap and the resident memory under their standard names', async () => {
    const text = await scrape()
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(sample(text, name), name).toBeGreaterThan(0)
    }
    // The lag of one turn of the loop at the scrape, which an idle loop may well have none of.
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
  })

  test('report the outbox: an email queued is pending, and its age counts from when it was written', async () => {
    expect(sample(await scrape(), 'caravanserai_email_outbox_pending')).toBe(0)
    expect(sample(await scrape(), 'caravanserai_email_outbox_oldest_pending_age_seconds')).toBe(0)
    await t.database.db.insert(emailOutbox).values({
      toAddress: 'buyer@example.com',
      locale: 'en',
      template: 'test',
      subject: 'Queued',
      html: '<p>Queued</p>',
      text: 'Queued',
    })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const text = await scrape()
    expect(sample(text, 'caravanserai_email_outbox_pending')).toBe(1)
    expect(sample(text, 'caravanserai_email_outbox_failed')).toBe(0)
    expect(sample(text, 'caravanserai_email_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(1)
  })

  test("count the listing cache's hits and misses, and report each work gate by name", async () => {
    const lookups = (text: string, result: string) =>
      sample(text, 'caravanserai_cache_lookups_total', { cache: 'listing', result }) ?? 0
    const before = await scrape()
    await t.app.inject({ method: 'GET', url: '/api/products/list/?page_size=7' })
    await t.app.inject({ method: 'GET', url: '/api/products/list/?page_size=7' })
    const after = await scrape()
    expect(lookups(after, 'miss') - lookups(before, 'miss')).toBe(1)
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBe(1)
    for (const gate of ['picture_render', 'password_hash', 'sheet_read']) {
      expect(sample(after, 'caravanserai_work_gate_running', { gate }), gate).toBe(0)
      expect(sample(after, 'caravanserai_work_gate_waiting', { gate }), gate).toBe(0)
    }
  })

  test(
    kind === 'postgresql'
      ? "report the PostgreSQL pool's connections in use, idle and waiting"
      : 'report no pool on PGlite, which has one connection in process',
    async () => {
      const text = await scrape()
      if (kind === 'postgresql') {
        expect(sample(text, 'caravanserai_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0)
        expect(sample(text, 'caravanserai_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(
          0,
        )
        expect(sample(text, 'caravanserai_db_pool_waiting')).toBe(0)
      } else {
        expect(text).not.toContain('caravanserai_db_pool')
      }
    },
  )

  test('refuse a scrape without the token or with another, 401 asking for a Bearer token', async () => {
    for (const headers of [{}, bearer('scrape-Zz-0123456789abcdeX'), { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers })
      expect(res.statusCode).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(res.body).not.toContain('nodejs_')
    }
  })
})

describe('where metrics are served', () => {
  test('with their own port, there and not on the public listener', async () => {
    const t = await buildTestApp('pglite', { config: testConfig({ METRICS_PORT: '0' }) })
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
      const address = t.app.metricsAddress()
      expect(address?.address).toBe('127.0.0.1')
      const res = await fetch(`http://127.0.0.1:${address?.port}/metrics`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(await res.text()).toContain('process_resident_memory_bytes')
      expect((await fetch(`http://127.0.0.1:${address?.port}/other`)).status).toBe(404)
    } finally {
      await t.close()
    }
  })

  test('with neither a port nor a token, nowhere outside development, and in development to this machine only', async () => {
    const test = await buildTestApp('pglite')
    const development = await buildTestApp('pglite', { config: testConfig({ NODE_ENV: 'development' }) })
    try {
      expect((await test.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
      const local = await development.app.inject({ method: 'GET', url: '/metrics' })
      expect(local.statusCode).toBe(200)
      const remote = { method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' } as const
      expect((await development.app.inject(remote)).statusCode).toBe(404)
    } finally {
      await test.close()
      await development.close()
    }
  })

  test('the token reaches no log line, whether it is right or wrong', async () => {
    const log = captureLogs()
    const t = await buildTestApp('pglite', {
      config: testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'trace', METRICS_TOKEN: TOKEN }),
      logStream: log.stream,
    })
    try {
      await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
      await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}-wrong`) })
      expect(log.lines.some((line) => line.includes('/metrics'))).toBe(true)
      expect(log.lines.join('\n')).not.toContain('Zz-0123456789')
    } finally {
      await t.close()
    }
  })
})
