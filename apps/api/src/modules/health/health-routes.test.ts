import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('health on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(() => t.close())

  test('reports the status, the database kind and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ok',
      database: kind,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    })
  })

  test('reports readiness at /health/ready as at /health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: kind, version: expect.any(String) })
  })

  test('answers readiness 503 with Retry-After while the instance drains, and liveness 200', async () => {
    t.app.readiness.draining = true
    try {
      for (const url of ['/api/health', '/api/health/ready']) {
        const res = await t.app.inject({ method: 'GET', url })
        expect(res.statusCode).toBe(503)
        expect(res.headers['retry-after']).toBe('5')
        expect(res.json()).toMatchObject({ code: 'errors.unavailable' })
      }
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' })
      expect(live.statusCode).toBe(200)
      expect(live.json()).toEqual({ status: 'ok' })
    } finally {
      t.app.readiness.draining = false
    }
  })

  test('echoes a request id and sends security headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-test' },
    })
    expect(res.headers['x-request-id']).toBe('abc12345-test')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  })

  test('serves the OpenAPI description under /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = res.json().paths
    for (const path of ['/health', '/health/ready', '/health/live']) expect(paths).toHaveProperty(path)
  })
})
