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

  test('answers 503 while the instance drains, so a balancer routes around it', async () => {
    t.app.readiness.draining = true
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ code: 'errors.unavailable' })
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
    expect(res.json().paths).toHaveProperty('/health')
  })
})
