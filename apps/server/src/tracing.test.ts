import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startSmtpSink } from '@caravanserai/api/testing/smtp-sink'
import { postgresTestDatabase } from '@caravanserai/api/testing/test-db'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

type Span = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes: { key: string; value: Record<string, unknown> }[]
}
const SERVER = 2

/** An OTLP/HTTP collector that keeps every span posted to /v1/traces as JSON. */
async function startCollector() {
  const spans: Span[] = []
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    if (request.method === 'POST' && request.url === '/v1/traces') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []))
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() }
}

/** Whether `span` lies under `ancestor` in its trace. */
function under(spans: Span[], span: Span, ancestor: Span): boolean {
  let parent = spans.find((s) => s.spanId === span.parentSpanId)
  while (parent) {
    if (parent.spanId === ancestor.spanId) return true
    parent = spans.find((s) => s.spanId === parent?.parentSpanId)
  }
  return false
}

const attribute = (span: Span, key: string) => span.attributes.find((a) => a.key === key)?.value

describe.runIf(inject('postgresTemplate'))('traces sent to an OTLP collector', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let database: Awaited<ReturnType<typeof postgresTestDatabase>>
  let server: ChildProcess
  let url = ''

  beforeAll(async () => {
    collector = await startCollector()
    sink = await startSmtpSink()
    database = await postgresTestDatabase()
    server = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'tracing-test-server.ts')],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          JWT_SECRET: 'test-secret-test-secret-test-secret!',
          PUBLIC_URL: 'http://localhost:3000',
          DATA_DIR: path.join(os.tmpdir(), `caravanserai-tracing-${process.pid}`),
          DATABASE_URL: database.url,
          SMTP_URL: sink.url,
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    const [line] = (await once(server.stdout!, 'data')) as [Buffer]
    url = `http://127.0.0.1:${/listening (\d+)/.exec(String(line))?.[1]}`
  })
  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL')
    collector.close()
    await sink.close()
    await database.drop()
  })

  test("a request's server span, named by its route, holds its SQL; the email it queued is sent within its trace", async () => {
    expect((await fetch(`${url}/api/categories/`)).status).toBe(200)
    const subscribe = await fetch(`${url}/api/newsletter/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'traced@example.com' }),
    })
    expect(subscribe.status).toBe(202)
    await sink.waitFor(1)
    // A stopping server sends what it holds.
    server.kill('SIGTERM')
    await once(server, 'exit')

    const { spans } = collector
    const request = spans.find((s) => s.kind === SERVER && s.name === 'GET /api/categories/')
    expect(request, spans.map((s) => s.name).join(', ')).toBeDefined()
    if (!request) return
    expect(attribute(request, 'http.route')).toEqual({ stringValue: '/api/categories/' })
    const sql = spans.filter((s) => s.name.startsWith('pg.query') && under(spans, s, request))
    expect(sql.length).toBeGreaterThan(0)

    const send = spans.find((s) => s.name === 'email send')
    expect(send).toBeDefined()
    if (!send) return
    expect(spans.some((s) => s.name.startsWith('pg.query') && under(spans, s, send))).toBe(true)
    // Request → SQL → outbox: the send lies under the request that queued the email.
    const queued = spans.find((s) => s.kind === SERVER && s.name === 'POST /api/newsletter/')
    expect(queued, spans.map((s) => s.name).join(', ')).toBeDefined()
    expect(send.traceId).toBe(queued?.traceId)
    expect(under(spans, send, queued!)).toBe(true)
    // The balancer's checks are not traced.
    expect(spans.some((s) => s.name.includes('/api/health'))).toBe(false)
  })
})
