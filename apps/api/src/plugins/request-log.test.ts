import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp, testConfig } from '../testing/build-test-app.ts'
import { captureLogs } from '../testing/log-capture.ts'
import { loggableUrl } from './log-redaction.ts'
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

describe('addresses in the log', () => {
  test.each([
    ['/en/reset-password/3P9_6GafZA76rLtu5?encoded_id=Mg', '/en/reset-password/…?encoded_id=%E2%80%A6'],
    ['/fa/verify-email/Mg/abc-def', '/fa/verify-email/…'],
    ['/ru/newsletter/confirm/Zm9v.YmFy?from=mail', '/ru/newsletter/confirm/…?from=mail'],
    ['/api/things/?token=abc&page=2&UID=7', '/api/things/?token=%E2%80%A6&page=2&UID=%E2%80%A6'],
    ['/en/products?name=saffron', '/en/products?name=saffron'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged)
  })

  test('a production request line holds the address without its token', async () => {
    const log = captureLogs()
    const t = await buildTestApp('pglite', {
      config: testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }),
      logStream: log.stream,
    })
    try {
      await t.app.inject({ url: '/en/reset-password/SeCrEtToKeN123?encoded_id=Mg' })
      await t.app.inject({ url: '/api/accounts/verify-email/?uid=Mg&token=SeCrEtToKeN456' })
      const lines = log.lines.filter((line) => line.includes('"responseTime"'))
      expect(lines).toHaveLength(2)
      expect(lines[0]).toContain('/en/reset-password/…')
      expect(log.lines.filter((line) => /SeCrEtToKeN|encoded_id=Mg|uid=Mg/.test(line))).toEqual([])
    } finally {
      await t.close()
    }
  })
})
