import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp, testConfig } from '../testing/build-test-app.ts'
import { createFixtureProduct } from '../testing/shop-fixture.ts'

describe('HTTP answers', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp('pglite', { config: testConfig({ PUBLIC_URL: 'https://shop.example' }) })
    await createFixtureProduct(t.database.db, [{ price: '10.00', stock: 5 }])
  })
  afterAll(() => t.close())

  test('carry the headers that matter and none of the obsolete ones', async () => {
    const res = await t.app.inject({ url: '/api/health' })
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    expect(res.headers['permissions-policy']).toContain('camera=()')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    for (const obsolete of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies']) {
      expect(res.headers, obsolete).not.toHaveProperty(obsolete)
    }
  })

  test('every answer, refusals and unknown routes too, carries them, with a script nonce of its own', async () => {
    const urls = ['/api/health', '/api/nothing-here/', '/api/customer/cart/']
    const answers = await Promise.all(urls.map((url) => t.app.inject({ url })))
    const nonces = answers.map((res, i) => {
      expect(res.headers['x-frame-options'], urls[i]).toBe('SAMEORIGIN')
      return /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
    })
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 401])
    expect(new Set(nonces).size).toBe(3)
    expect(nonces.every((n) => n && n.length >= 20)).toBe(true)
  })

  test("a visitor's catalogue may be cached; a signed-in answer never is", async () => {
    const buyer = await t.users.buyer()
    const visitor = await t.app.inject({ url: '/api/products/list/' })
    expect(visitor.headers['cache-control']).toMatch(/^public/)
    for (const url of [
      '/api/products/list/',
      '/api/customer/cart/',
      '/api/orders/list/',
      `/api/accounts/users/${buyer.id}/`,
    ]) {
      const res = await t.app.inject({ url, headers: buyer.auth })
      expect(res.statusCode, url).toBeLessThan(500)
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
  })

  test('answers that hand out tokens are not stored either', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/token/',
      payload: { email: 'nobody@buyers.example', password: 'Not-The-Password-1' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.headers['cache-control']).toBe('no-store')
  })
})
