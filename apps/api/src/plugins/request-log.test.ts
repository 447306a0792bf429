import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp, testConfig } from '../testing/build-test-app.ts'
import { captureLogs } from '../testing/log-capture.ts'
import { readableLog } from './request-log.ts'

describe('request logs', () => {
  let t: TestApp
  const log = captureLogs()

  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      config: testConfig({ NODE_ENV: 'development' }),
      logStream: readableLog(log.stream),
    })
  })
  afterAll(() => t.close())

  test('development writes one readable line per request: time, level, method, address, status, time taken', async () => {
    log.lines.length = 0
    await t.app.inject({ method: 'GET', url: '/api/health' })
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/?page=2' })
    expect(log.lines).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 \d+ ms$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/no-such-thing\/\?page=2 404 \d+ ms$/),
    ])
  })
})
