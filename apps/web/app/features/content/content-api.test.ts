import { describe, expect, test } from 'vitest'
import { apiAddress, postContent } from './content-api.ts'

type Call = { url: string; init: RequestInit }

function answering(status: number, body: unknown, calls: Call[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
}

describe('posting a public form to the API', () => {
  test('sends JSON in the page language, Armenian as hy', async () => {
    const calls: Call[] = []
    await postContent(
      '/api/contact/',
      'am',
      { name: 'Ani' },
      answering(201, { detail: 'ok', code: 'contact.sent' }, calls),
    )
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.headers).toMatchObject({
      'accept-language': 'hy',
      'content-type': 'application/json',
    })
    expect(calls[0]?.init.body).toBe('{"name":"Ani"}')
  })

  test('returns the API’s sentence on success', async () => {
    const result = await postContent(
      '/x',
      'en',
      {},
      answering(202, { detail: 'Check your inbox.', code: 'newsletter.checkInbox' }),
    )
    expect(result).toEqual({ ok: true, detail: 'Check your inbox.', code: 'newsletter.checkInbox' })
  })

  test('returns the per-field messages of a 400', async () => {
    const result = await postContent(
      '/x',
      'ru',
      {},
      answering(400, { name: ['Укажите ваше имя.'], email: ['Введите корректный адрес.'] }),
    )
    expect(result).toEqual({
      ok: false,
      kind: 'invalid',
      fields: { name: ['Укажите ваше имя.'], email: ['Введите корректный адрес.'] },
      detail: null,
      code: null,
    })
  })

  test('keeps the detail and code of a 400 about the whole request', async () => {
    const result = await postContent(
      '/x',
      'en',
      {},
      answering(400, { detail: 'Link used.', code: 'newsletter.invalidToken' }),
    )
    expect(result).toMatchObject({
      ok: false,
      kind: 'invalid',
      fields: {},
      detail: 'Link used.',
      code: 'newsletter.invalidToken',
    })
  })

  test('tells a rate limit apart, with the server’s wait', async () => {
    const result = await postContent('/x', 'fa', {}, answering(429, { detail: 'Try again in 60 seconds.' }))
    expect(result).toEqual({ ok: false, kind: 'rateLimited', detail: 'Try again in 60 seconds.' })
  })

  test('reports a server error, an unreadable answer and a network failure as failed, never throwing', async () => {
    expect(await postContent('/x', 'en', {}, answering(500, { detail: 'boom' }))).toEqual({
      ok: false,
      kind: 'failed',
    })
    expect(await postContent('/x', 'en', {}, answering(201, { unexpected: true }))).toEqual({
      ok: false,
      kind: 'failed',
    })
    const offline = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    expect(await postContent('/x', 'en', {}, offline)).toEqual({ ok: false, kind: 'failed' })
  })
})

describe('the API address of a path', () => {
  test('joins the configured base and the path', () => {
    expect(apiAddress('/api', '/contact/')).toBe('/api/contact/')
    expect(apiAddress('https://api.example.com/', '/contact/')).toBe('https://api.example.com/contact/')
  })

  test('resolves a relative base against the page for server-side calls', () => {
    expect(
      apiAddress('/api', '/newsletter/confirm/', 'http://127.0.0.1:3000/fa/newsletter/confirm/abc'),
    ).toBe('http://127.0.0.1:3000/api/newsletter/confirm/')
  })
})
