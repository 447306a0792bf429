import { type AddressInfo, connect } from 'node:net'
import { text } from 'node:stream/consumers'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { BODY_LIMIT } from '../app.ts'
import { AppError } from '../errors.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

function testRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.post(
    '/api/test/echo/',
    {
      schema: {
        body: z
          .object({ email: z.email(), quantity: z.number().int().min(1), note: z.string().max(5).optional() })
          .strict(),
      },
    },
    async (request) => request.body,
  )
  typed.get(
    '/api/test/list/',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async () => ({}),
  )
  app.get('/api/test/boom/', async () => {
    throw new Error('secret internal detail at db.query')
  })
  app.get('/api/test/conflict/', async () => {
    throw new AppError('errors.conflict', 409)
  })
  app.get('/api/test/forbidden/', async () => {
    throw new AppError('errors.forbidden', 403)
  })
  app.get('/api/test/unauthorized/', async () => {
    throw new AppError('errors.unauthorized', 401)
  })
  app.get('/api/test/limited/', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }))
}

describe('the error handler', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp('pglite', { extend: testRoutes })
  })
  afterAll(() => t.close())

  test('answers a thrown exception with a generic 500 and logs its stack', async () => {
    const logged = vi.spyOn(t.app.log, 'error')
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom/' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      detail: 'Something went wrong on our side. Please try again later.',
      code: 'errors.server',
    })
    expect(res.body).not.toContain('secret internal detail')
    expect(res.body).not.toContain('at ')
    const [first] = logged.mock.calls[0] ?? []
    expect((first as { err: Error }).err.stack).toContain('secret internal detail')
  })

  test('answers malformed JSON with 400 in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json', 'accept-language': 'ru-RU,ru;q=0.9' },
      payload: '{"email": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      detail: 'Тело запроса не является корректным JSON.',
      code: 'errors.malformedJson',
    })
  })

  test('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', quantity: 1, pad: 'x'.repeat(BODY_LIMIT) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('errors.tooLarge')
  })

  test('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/xml', 'accept-language': 'fa' },
      payload: '<a/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().detail).toBe('نوع دادهٔ «application/xml» پشتیبانی نمی‌شود. application/json بفرستید.')
  })

  test('answers an unknown route with 404 and a known path under another method with 405', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here/',
      headers: { 'accept-language': 'hy' },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ detail: 'Չի գտնվել։', code: 'errors.notFound' })
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/test/echo/' })
    expect(wrongMethod.statusCode).toBe(405)
    expect(wrongMethod.headers.allow).toBe('POST')
    expect(wrongMethod.json().detail).toBe('Method "DELETE" not allowed.')
  })

  test('gives validation failures per field, DRF style', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      payload: { email: 'not-an-email', quantity: 0, note: 'far too long', is_staff: true },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      email: ['Enter a valid email address.'],
      quantity: ['Ensure this value is greater than or equal to 1.'],
      note: ['Ensure this field has no more than 5 characters.'],
      is_staff: ['This field is not allowed.'],
    })
    const missing = await t.app.inject({ method: 'POST', url: '/api/test/echo/', payload: {} })
    expect(missing.json()).toEqual({
      email: ['This field is required.'],
      quantity: ['This field is required.'],
    })
    const inherited = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'accept-language': 'ru' },
      payload: { email: 'a@example.com', quantity: 1, toString: 1, constructor: 'x', hasOwnProperty: [] },
    })
    expect(inherited.statusCode).toBe(400)
    expect(Object.keys(inherited.json()).sort()).toEqual(['constructor', 'hasOwnProperty', 'toString'])
    expect(inherited.json().toString[0]).toMatch(/^[А-Яа-я]/)
    const query = await t.app.inject({ method: 'GET', url: '/api/test/list/?page=abc' })
    expect(query.statusCode).toBe(400)
    expect(query.json()).toEqual({ page: ['A valid number is required.'] })
  })

  test.each([
    ['/api/test/unauthorized/', 401, 'Authentication credentials were not provided.'],
    ['/api/test/forbidden/', 403, 'You do not have permission to perform this action.'],
    ['/api/test/conflict/', 409, 'This action conflicts with the current state.'],
  ])('maps an application error on %s to %i with its message', async (url, status, detail) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(status)
    expect(res.json().detail).toBe(detail)
  })

  test('answers a rate-limited route with 429, Retry-After and a message', async () => {
    await t.app.inject({ method: 'GET', url: '/api/test/limited/' })
    const res = await t.app.inject({ method: 'GET', url: '/api/test/limited/' })
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json().detail).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/)
  })
})

describe('requests refused before a route sees them', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  test('answers a URL that cannot be decoded with 400 in the request language', async () => {
    const res = await t.app.inject({ url: '/api/products/%uD800/', headers: { 'accept-language': 'ru' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ detail: 'Адрес запроса недопустим.', code: 'errors.badUrl' })
  })

  test('answers a path parameter past its length with 414 in the request language', async () => {
    const res = await t.app.inject({
      url: `/api/products/${'9'.repeat(5_000)}/`,
      headers: { 'accept-language': 'fa' },
    })
    expect(res.statusCode).toBe(414)
    expect(res.json()).toEqual({ detail: 'نشانی درخواست بیش از حد طولانی است.', code: 'errors.uriTooLong' })
  })

  test('answers headers too large for the HTTP parser with 431 in the language they ask for', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    socket.write(
      `GET /api/categories/ HTTP/1.1\r\nHost: x\r\nAccept-Language: hy\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    const raw = (await text(socket)).toString()
    expect(raw).toMatch(/^HTTP\/1\.1 431 /)
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'Հարցման վերնագրերը չափազանց մեծ են։',
      code: 'errors.headersTooLarge',
    })
  })
})
