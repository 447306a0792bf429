import type { ApiTransport } from '@caravanserai/contracts/storefront'
import { describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { fedStream } from '../testing/fed-stream.ts'
import { type ApiAuth, ApiError, ContractMismatch, createApiClient, genericErrorKey } from './api-client.ts'

function json(status: number, body: unknown, statusText = '') {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  })
}

function clientWith(transport: ApiTransport, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({ baseUrl: '/api', authBaseUrl: '/auth', lang: () => 'am', transport, ...extra })
}

describe('the API client', () => {
  test('sends JSON with Accept-Language, writing Armenian as hy', async () => {
    const transport = vi.fn<ApiTransport>(async () => json(200, { ok: true }))
    await clientWith(transport).post('/customer/cart/create/', { quantity: 2 })
    const [url, init] = transport.mock.calls[0]!
    expect(url).toBe('/api/customer/cart/create/')
    expect(init.headers).toMatchObject({ 'Accept-Language': 'hy', 'Content-Type': 'application/json' })
    expect(init.body).toBe('{"quantity":2}')
  })

  test('sends a FormData body as it is, leaving its multipart type to the browser', async () => {
    const transport = vi.fn<ApiTransport>(async () => json(201, { path: 'uploads/x' }))
    const form = new FormData()
    form.append('file', new Blob(['png']), 'a.png')
    await clientWith(transport).post('/ops/uploads/', form)
    const [, init] = transport.mock.calls[0]!
    expect(init.body).toBe(form)
    expect(init.headers).not.toHaveProperty('Content-Type')
  })

  test('sends a Blob body as it is, its own type saying what it is', async () => {
    const transport = vi.fn<ApiTransport>(async () => json(200, { recorded: 1 }))
    const csv = new Blob(['tracking_number,event,date\n'], { type: 'text/csv' })
    await clientWith(transport).post('/ops/shipments/milestones/import/', csv)
    const [, init] = transport.mock.calls[0]!
    expect(init.body).toBe(csv)
    expect(init.headers).not.toHaveProperty('Content-Type')
  })

  test('repeats array query values and leaves out empty ones', async () => {
    const transport = vi.fn<ApiTransport>(async () => json(200, {}))
    await clientWith(transport).get('/products/list/', {
      query: { page: 2, query: '', category: undefined, attribute_7: ['a b', 'c'] },
    })
    expect(transport.mock.calls[0]![0]).toBe('/api/products/list/?page=2&attribute_7=a+b&attribute_7=c')
  })

  test('calls on the auth base go to the auth API', async () => {
    const transport = vi.fn<ApiTransport>(async () => json(200, {}))
    await clientWith(transport).post('/accounts/token/', {}, { auth: true })
    expect(transport.mock.calls[0]![0]).toBe('/auth/accounts/token/')
  })

  test('reads an answer through its contract schema, and fails loudly when they differ', async () => {
    const Schema = z.object({ id: z.number(), name: z.string() })
    const good = await clientWith(async () => json(200, { id: 1, name: 'Saffron', extra: true })).get(
      '/products/1/',
      { schema: Schema },
    )
    expect(good).toEqual({ id: 1, name: 'Saffron' })
    const drifted = clientWith(async () => json(200, { id: '1', name: 'Saffron' }))
    await expect(drifted.get('/products/1/', { schema: Schema })).rejects.toBeInstanceOf(ContractMismatch)
    const unchecked = clientWith(async () => json(200, { id: '1' }), { checkAnswers: false })
    expect(await unchecked.get('/products/1/', { schema: Schema })).toEqual({ id: '1' })
  })

  test('answers a 204 with an empty object', async () => {
    expect(await clientWith(async () => json(204, null)).delete('/products/1/delete/')).toEqual({})
  })

  test('reads a file as a Blob when asked, with the token, and its failures as JSON', async () => {
    const csv = 'email,status\r\na@b.example,confirmed\r\n'
    const transport = vi.fn<ApiTransport>(
      async () => new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }),
    )
    const auth: ApiAuth = { token: () => 'staff-token', refresh: async () => null }
    const file = await clientWith(transport, { auth }).get('/ops/export/', { blob: true })
    expect(file).toBeInstanceOf(Blob)
    expect(await file.text()).toBe(csv)
    expect(transport.mock.calls[0]![1].headers).toMatchObject({
      Accept: '*/*',
      Authorization: 'Bearer staff-token',
    })
    const error = await clientWith(async () => json(404, { detail: 'gone' }))
      .get('/ops/export/', { blob: true })
      .catch((e: ApiError) => e)
    expect(error).toMatchObject({ status: 404, message: 'gone' })
  })

  test('a call asking for progress hands each step over as it arrives, then reads the answer', async () => {
    const { response, push, close } = fedStream()
    const transport = vi.fn<ApiTransport>(async () => response())
    const steps: unknown[] = []
    const answer = clientWith(transport).post('/ops/catalog/import/', new FormData(), {
      schema: z.object({ ok: z.boolean() }),
      progress: (step) => steps.push(step),
    })
    push('{"progress":{"done":1}}\n{"progress":')
    await vi.waitFor(() => expect(steps).toEqual([{ done: 1 }]))
    push('{"done":2}}\n{"answer":{"ok":true}}\n')
    close()
    expect(await answer).toEqual({ ok: true })
    expect(steps).toEqual([{ done: 1 }, { done: 2 }])
    expect(transport.mock.calls[0]![1].headers).toMatchObject({
      Accept: 'application/x-ndjson, application/json',
    })
  })

  test('a streamed error is thrown as the call’s error, and a stream cut short as a network failure', async () => {
    const streamed = (text: string) => {
      const stream = fedStream()
      stream.push(text)
      stream.close()
      return vi.fn<ApiTransport>(async () => stream.response())
    }
    const failed = clientWith(
      streamed('{"progress":1}\n{"error":{"status":409,"body":{"detail":"Taken."}}}\n'),
    ).post('/x/', {}, { progress: () => {}, quiet: true })
    await expect(failed).rejects.toMatchObject({ status: 409, message: 'Taken.', body: { detail: 'Taken.' } })
    const cut = clientWith(streamed('{"progress":1}\n')).post('/x/', {}, { progress: () => {}, quiet: true })
    await expect(cut).rejects.toMatchObject({ status: 0 })
    await expect(cut).rejects.toBeInstanceOf(ApiError)
  })

  test('takes the message from message, error or detail, else the status text', async () => {
    const failing = (body: unknown) =>
      clientWith(async () => json(400, body, 'Bad Request'))
        .get('/x/')
        .catch((e: ApiError) => e.message)
    expect(await failing({ message: 'm', detail: 'd' })).toBe('m')
    expect(await failing({ error: 'e', detail: 'd' })).toBe('e')
    expect(await failing({ detail: 'd' })).toBe('d')
    expect(await failing({ email: ['taken'] })).toBe('Bad Request')
  })

  test('exposes per-field messages of a validation error', async () => {
    const error = await clientWith(async () => json(400, { email: ['taken'], code: 'x' }))
      .post('/accounts/register/', {})
      .then(
        () => null,
        (e: ApiError) => e,
      )
    if (!error) throw new Error('the call succeeded')
    expect(error.fieldErrors).toEqual({ email: ['taken'] })
  })

  test('reports failures outside /accounts/ for the generic toast, and keeps account paths quiet', async () => {
    const onError = vi.fn()
    const client = clientWith(async () => json(429, { detail: 'slow down' }), { onError })
    await expect(client.get('/products/list/')).rejects.toBeInstanceOf(ApiError)
    await expect(client.post('/accounts/token/', {}, { auth: true })).rejects.toBeInstanceOf(ApiError)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(genericErrorKey(onError.mock.calls[0]![0])).toBe('toast.tooManyRequests')
  })

  test('sends extra headers beside its own, and again on the retry after a refresh', async () => {
    const transport = vi
      .fn<ApiTransport>()
      .mockResolvedValueOnce(json(401, { detail: 'expired' }))
      .mockResolvedValueOnce(json(201, { id: 7 }))
    const auth: ApiAuth = { token: () => 'old', refresh: async () => 'new' }
    const client = clientWith(transport, { auth })
    await client.post('/order/request-shipping/', {}, { headers: { 'Idempotency-Key': 'checkout-abc123' } })
    const sent = transport.mock.calls.map(([, init]) => init.headers as Record<string, string>)
    expect(sent.map((h) => [h['Idempotency-Key'], h.Authorization])).toEqual([
      ['checkout-abc123', 'Bearer old'],
      ['checkout-abc123', 'Bearer new'],
    ])
    expect(sent[0]).toMatchObject({ Accept: 'application/json', 'Accept-Language': 'hy' })
  })

  test('a quiet call leaves its failure to the caller: no generic toast', async () => {
    const onError = vi.fn()
    const client = clientWith(async () => json(409, { detail: 'moved on' }), { onError })
    const error = await client.post('/customer/complete-order/1/', {}, { quiet: true }).catch((e) => e)
    expect(error).toMatchObject({ status: 409, message: 'moved on' })
    expect(onError).not.toHaveBeenCalled()
  })

  test.each([
    [400, 'toast.badRequest'],
    [404, 'toast.notFound'],
    [500, 'toast.serverError'],
    [503, 'toast.serverError'],
    [418, 'toast.networkError'],
  ])('maps status %i to %s', (status, key) => {
    expect(genericErrorKey(new ApiError('', status, null, '/x/'))).toBe(key)
  })

  test('gives up after the timeout with a timeout error', async () => {
    const never: ApiTransport = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    const error = await clientWith(never, { timeoutMs: 20 })
      .get('/slow/')
      .then(
        () => null,
        (e: ApiError) => e,
      )
    if (!error) throw new Error('the call succeeded')
    expect(error.name).toBe('TimeoutError')
    expect(genericErrorKey(error)).toBe('toast.timeout')
  })

  test('a call given its own time limit keeps it instead of the client’s', async () => {
    const slow: ApiTransport = (_url, init) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(json(201, { ok: 1 })), 40)
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(init.signal?.reason)
        })
      })
    const client = clientWith(slow, { timeoutMs: 10 })
    expect(await client.post('/orders/1/payment-proof/', new FormData(), { timeoutMs: 1000 })).toEqual({
      ok: 1,
    })
    await expect(client.post('/orders/1/payment-proof/', new FormData())).rejects.toMatchObject({
      name: 'TimeoutError',
    })
  })

  test('on a 401 runs one shared refresh for concurrent calls and repeats each once', async () => {
    let token = 'old'
    const auth: ApiAuth = {
      token: () => token,
      refresh: vi.fn(async () => {
        await new Promise((r) => setTimeout(r, 5))
        token = 'new'
        return token
      }),
    }
    const transport = vi.fn<ApiTransport>(async (_url, init) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer new'
        ? json(200, { ok: 1 })
        : json(401, {}),
    )
    const client = clientWith(transport, { auth })
    expect(await Promise.all([client.get('/a/'), client.get('/b/')])).toEqual([{ ok: 1 }, { ok: 1 }])
    expect(auth.refresh).toHaveBeenCalledTimes(1)
    expect(transport).toHaveBeenCalledTimes(4)
  })

  test('a 401 that refreshing cannot cure is handed to onUnauthorized once and not toasted', async () => {
    const onUnauthorized = vi.fn()
    const onError = vi.fn()
    const client = clientWith(async () => json(401, { detail: 'expired' }), {
      auth: { token: () => 't', refresh: async () => null, onUnauthorized },
      onError,
    })
    await expect(client.get('/customer/cart/')).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(onError).not.toHaveBeenCalled()
  })
})
