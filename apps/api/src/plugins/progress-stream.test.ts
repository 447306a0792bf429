import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PROGRESS_TYPE } from '@caravanserai/contracts/progress'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { AppError } from '../errors.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { answerWithProgress } from './progress-stream.ts'

/** Lets the test decide when the streamed work goes on past its first step. */
let release: () => void = () => {}
/** How many times the streamed work ran to its end. */
let finished = 0

function testRoutes(app: FastifyInstance) {
  const opts = { compress: false } as const
  app.post('/api/test/steps/', opts, (request, reply) =>
    answerWithProgress<number>(request, reply, async (progress) => {
      progress?.(1)
      await new Promise<void>((resolve) => {
        release = resolve
      })
      progress?.(2)
      finished += 1
      return { status: 200, body: { done: true } }
    }),
  )
  app.post('/api/test/fails-late/', opts, (request, reply) =>
    answerWithProgress<number>(request, reply, async (progress) => {
      progress?.(1)
      throw new AppError('errors.conflict', 409)
    }),
  )
  app.post('/api/test/fails-early/', opts, (request, reply) =>
    answerWithProgress<number>(request, reply, async () => {
      throw new AppError('errors.conflict', 409)
    }),
  )
  app.post('/api/test/crashes-late/', opts, (request, reply) =>
    answerWithProgress<number>(request, reply, async (progress) => {
      progress?.(1)
      throw new Error('secret internal detail')
    }),
  )
}

const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown)

describe('answers with progress', () => {
  let t: TestApp
  let base: string
  beforeAll(async () => {
    t = await buildTestApp('pglite', { extend: testRoutes })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(() => t.close())

  test('a client that accepts lines reads each step as it is reported, then the answer', async () => {
    const response = await fetch(`${base}/api/test/steps/`, {
      method: 'POST',
      headers: { accept: PROGRESS_TYPE },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(PROGRESS_TYPE)
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    // The first step arrives while the work is still waiting to go on.
    expect((await reader.read()).value).toBe('{"progress":1}\n')
    release()
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value
    expect(lines(rest)).toEqual([{ progress: 2 }, { answer: { done: true } }])
  })

  test('a client that goes away mid-stream leaves the work to finish, and the server answering', async () => {
    const before = finished
    // A plain socket, closed by hand after the first line: fetch would keep its own for reuse.
    await new Promise<void>((resolve, reject) => {
      const call = request(`${base}/api/test/steps/`, { method: 'POST', headers: { accept: PROGRESS_TYPE } })
      call.on('response', (response) =>
        response.once('data', () => {
          call.destroy()
          resolve()
        }),
      )
      call.on('error', reject)
      call.end()
    })
    release()
    await expect.poll(() => finished).toBe(before + 1)
    const again = await t.app.inject({ method: 'POST', url: '/api/test/fails-early/' })
    expect(again.statusCode).toBe(409)
  })

  test('without asking for lines the same work answers once, as usual', async () => {
    const pending = t.app.inject({ method: 'POST', url: '/api/test/steps/' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    const response = await pending
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ done: true })
  })

  test('a failure after the first step is the last line, with the status and body it would have had', async () => {
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/test/fails-late/',
      headers: { accept: PROGRESS_TYPE, 'accept-language': 'ru' },
    })
    expect(late.statusCode).toBe(200)
    const [, last] = lines(late.body) as [unknown, { error: { status: number; body: { detail: string } } }]
    expect(last.error.status).toBe(409)
    expect(last.error.body.detail).toMatch(/[а-я]/)
    const crash = await t.app.inject({
      method: 'POST',
      url: '/api/test/crashes-late/',
      headers: { accept: PROGRESS_TYPE },
    })
    expect(crash.body).not.toContain('secret')
    expect(lines(crash.body).at(-1)).toEqual({
      error: { status: 500, body: { detail: expect.any(String), code: 'errors.server' } },
    })
  })

  test('a failure before any step is an ordinary error answer', async () => {
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/test/fails-early/',
      headers: { accept: PROGRESS_TYPE },
    })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'errors.conflict' })
  })
})
