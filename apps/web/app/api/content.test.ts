import type { ApiTransport } from '@caravanserai/contracts/storefront'
import { describe, expect, test } from 'vitest'
import { createApiClient } from '../lib/api-client.ts'
import { confirmSubscription, sendContactMessage, subscribeToNewsletter } from './content.ts'

type Call = { url: string; init: RequestInit }

function clientOver(transport: ApiTransport, failures: unknown[] = []) {
  return createApiClient({
    baseUrl: '/api',
    authBaseUrl: '/auth',
    lang: () => 'am',
    transport,
    onError: (error) => failures.push(error),
  })
}

function answering(status: number, body: unknown, calls: Call[] = []) {
  return clientOver(async (url, init) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
}

const message = { name: 'Ani', email: 'ani@example.com', subject: 'Prices', message: 'Hello' }

describe('the public writes', () => {
  test('send JSON to their path in the page language, Armenian as hy', async () => {
    const calls: Call[] = []
    const api = answering(201, { detail: 'ok', code: 'contact.sent' }, calls)
    await sendContactMessage(api, message)
    await subscribeToNewsletter(api, 'ani@example.com')
    await confirmSubscription(api, 'abc')
    expect(calls.map((call) => call.url)).toEqual([
      '/api/contact/',
      '/api/newsletter/',
      '/api/newsletter/confirm/',
    ])
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.headers).toMatchObject({
      'Accept-Language': 'hy',
      'Content-Type': 'application/json',
    })
    expect(calls.map((call) => call.init.body)).toEqual([
      JSON.stringify(message),
      '{"email":"ani@example.com"}',
      '{"token":"abc"}',
    ])
  })

  test('return the API’s sentence on success', async () => {
    const api = answering(201, { detail: 'Check your inbox.', code: 'newsletter.checkInbox' })
    expect(await subscribeToNewsletter(api, 'ani@example.com')).toEqual({
      ok: true,
      detail: 'Check your inbox.',
      code: 'newsletter.checkInbox',
    })
  })

  test('return the per-field messages of a 400', async () => {
    const api = answering(400, { name: ['Укажите ваше имя.'], email: ['Введите корректный адрес.'] })
    expect(await sendContactMessage(api, message)).toEqual({
      ok: false,
      kind: 'invalid',
      fields: { name: ['Укажите ваше имя.'], email: ['Введите корректный адрес.'] },
      detail: null,
      code: null,
    })
  })

  test('keep the detail and code of a 400 about the whole request', async () => {
    const api = answering(400, { detail: 'Link used.', code: 'newsletter.invalidToken' })
    expect(await confirmSubscription(api, 'abc')).toEqual({
      ok: false,
      kind: 'invalid',
      fields: {},
      detail: 'Link used.',
      code: 'newsletter.invalidToken',
    })
  })

  test('tell a rate limit apart, with the server’s wait', async () => {
    const api = answering(429, { detail: 'Try again in 60 seconds.' })
    expect(await sendContactMessage(api, message)).toEqual({
      ok: false,
      kind: 'rateLimited',
      detail: 'Try again in 60 seconds.',
    })
  })

  test('report a server error and an answer off its contract as failed, never throwing', async () => {
    expect(await sendContactMessage(answering(500, { detail: 'boom' }), message)).toEqual({
      ok: false,
      kind: 'failed',
    })
    expect(await sendContactMessage(answering(201, { unexpected: true }), message)).toEqual({
      ok: false,
      kind: 'failed',
    })
  })

  test('report no network and a timeout as failed', async () => {
    const offline = clientOver(async () => {
      throw new TypeError('fetch failed')
    })
    expect(await subscribeToNewsletter(offline, 'ani@example.com')).toEqual({ ok: false, kind: 'failed' })
    const slow = createApiClient({
      baseUrl: '/api',
      authBaseUrl: '/auth',
      lang: () => 'en',
      timeoutMs: 5,
      transport: (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    })
    expect(await subscribeToNewsletter(slow, 'ani@example.com')).toEqual({ ok: false, kind: 'failed' })
  })

  test('show no generic notice: the forms say what went wrong', async () => {
    const failures: unknown[] = []
    const api = clientOver(
      async () => new Response(JSON.stringify({ detail: 'boom' }), { status: 500 }),
      failures,
    )
    await sendContactMessage(api, message)
    expect(failures).toEqual([])
  })
})
