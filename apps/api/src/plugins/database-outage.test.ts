import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import {
  canStartPrivatePostgres,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../testing/private-postgres.ts'

describe('a database error', () => {
  test.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a lost connection, wrapped',
      new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
    ],
  ])('is an outage when it is %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  test.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError('x is undefined')],
  ])('is not an outage when it is %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe.runIf(canStartPrivatePostgres())('PostgreSQL stopped and started under a running server', () => {
  let cluster: PrivatePostgres
  let t: TestApp
  const get = (url: string) => t.app.inject({ url, headers: { 'accept-language': 'fa' } })

  beforeAll(async () => {
    cluster = await startPrivatePostgres()
    const database = await openDatabase({ databaseUrl: cluster.url })
    await migrateDatabase(database)
    t = await buildTestApp('postgresql', { database })
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await t?.database.close()
    await cluster?.destroy()
  })

  test('answers 503 with Retry-After while it is down, then 200 again without a restart', {
    timeout: 120_000,
  }, async () => {
    expect((await get('/api/categories/')).statusCode).toBe(200)

    await cluster.stop()
    for (const url of ['/api/categories/', '/api/health', '/api/health/ready']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(503)
      expect(res.headers['retry-after'], url).toBe('5')
      expect(res.json()).toMatchObject({ code: 'errors.unavailable' })
      expect(res.body).not.toMatch(/ECONNREFUSED|at \w+ \(/)
    }
    // Alive all the same: an outage of the database must not get the process restarted.
    expect((await get('/api/health/live')).statusCode).toBe(200)

    await cluster.start()
    let status = 0
    for (let tries = 0; tries < 50 && status !== 200; tries++) {
      status = (await get('/api/categories/')).statusCode
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(status).toBe(200)
    expect((await get('/api/health')).statusCode).toBe(200)
  })
})
