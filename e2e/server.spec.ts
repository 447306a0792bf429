import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

const MAIN = path.join(import.meta.dirname, '../apps/server/dist/main.mjs')

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, LOG_LEVEL: 'info', ...env } })
  let output = ''
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  return { child, output: () => output, exited: new Promise((resolve) => child.on('exit', resolve)) }
}

function tempDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-proc-'))
}

test('bad configuration prints one line per variable and exits non-zero', async () => {
  const run = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://db/shop', DATA_DIR: tempDataDir() })
  expect(await run.exited).toBe(1)
  expect(run.output()).toContain(
    'Configuration error: PORT must be a whole number from 0 to 65535 (got "eighty")',
  )
  expect(run.output()).toContain(
    'Configuration error: DATABASE_URL must be a postgres:// or postgresql:// connection URL (got "mysql://db/shop")',
  )
})

test('production names every missing essential and does not start', async () => {
  const run = startServer({ NODE_ENV: 'production', DATA_DIR: tempDataDir(), PORT: '0' })
  expect(await run.exited).toBe(1)
  for (const name of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL'])
    expect(run.output()).toMatch(
      new RegExp(`^Configuration error: ${name} must be .*NODE_ENV=production`, 'm'),
    )
})

test('production seeds only when asked, never makes a demo account staff, and refuses a known staff login', async () => {
  // A fresh data directory is migrated and seeded first: slow when the machine is busy.
  test.setTimeout(240_000)
  const dataDir = tempDataDir()
  const port = 3294
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'an-e2e-production-secret-of-40-characters',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MAIL_TRANSPORT: 'log',
    SEED_DEMO: 'true',
    // What is checked here is the start; production's 12 s drain on SIGTERM, which would only be
    // waited out, is the rolling restart's to check (bench/cluster, docs/architecture.md#tests).
    SHUTDOWN_DRAIN_SECONDS: '0',
  }
  const run = startServer(production)
  await expect.poll(run.output, { timeout: 150_000 }).toContain('Caravanserai is serving')
  expect(run.output()).toContain('Configuration warning: TRUSTED_PROXIES is empty')
  const base = `http://127.0.0.1:${port}`
  const signIn = await fetch(`${base}/api/accounts/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@demo.caravanserai.example', password: 'caravan-demo-2026' }),
  })
  const { access } = (await signIn.json()) as { access: string }
  const queue = await fetch(`${base}/api/ops/orders/`, { headers: { authorization: `Bearer ${access}` } })
  expect(queue.status).toBe(403)
  expect((await fetch(`${base}/api/docs/json`)).status).toBe(404)
  run.child.kill('SIGTERM')
  expect(await run.exited).toBe(0)

  // Someone makes the demo operator staff: production will not start on that database.
  const promote = spawn(
    'npx',
    ['tsx', 'scripts/create-staff.ts', '--email', 'operator@demo.caravanserai.example'],
    {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, ...production },
    },
  )
  expect(await new Promise((resolve) => promote.on('exit', resolve))).toBe(0)
  const refused = startServer(production)
  expect(await refused.exited).toBe(1)
  expect(refused.output()).toContain(
    'Refusing to start: the staff account operator@demo.caravanserai.example signs in with the published demo password.',
  )
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('a second process on a data directory in use gets a clear message', async () => {
  const run = startServer({ DATA_DIR: process.env.E2E_DATA_DIR ?? '', PORT: '0' })
  expect(await run.exited).toBe(1)
  expect(run.output()).toMatch(/The embedded database in .+ is in use by another process \(pid \d+\)/)
  expect(run.output()).toContain('set DATABASE_URL to use PostgreSQL')
})

test('stops gracefully on SIGTERM, releases the data directory and starts again on it', async () => {
  // A fresh data directory is migrated on the first start: slow when the machine is busy.
  test.setTimeout(200_000)
  const dataDir = tempDataDir()
  for (let round = 0; round < 2; round++) {
    const run = startServer({
      DATA_DIR: dataDir,
      PORT: String(3290 + round),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
    })
    // Development ends its start with the address to open; no demo accounts were made to offer.
    const open = `Open http://localhost:${3290 + round}/en`
    await expect.poll(run.output, { timeout: 90_000 }).toContain(open)
    expect(run.output()).toContain('Caravanserai is serving')
    expect(run.output()).not.toContain('Demo accounts')
    const health = await fetch(`http://127.0.0.1:${3290 + round}/api/health`)
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' })
    // One readable line per request, not JSON.
    await expect
      .poll(() =>
        run
          .output()
          .split('\n')
          .filter((line) => line.includes('/api/health')),
      )
      .toEqual([expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 \d+ ms$/)])
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'caravanserai.lock'))).toBe(false)
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test("one process serves the API, hashed assets compressed at build time with a year of caching, and pages whose inline scripts only the CSP's hashes or nonce let run", async ({
  request,
}) => {
  // A visitor's page is rendered for everyone: its CSP names each inline script by hash.
  const page = await request.get('/en/no-such-page')
  expect(page.status()).toBe(404)
  const scriptSrc = (page.headers()['content-security-policy'] ?? '')
    .split(';')
    .find((d) => d.startsWith('script-src'))
  expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/)
  const html = await page.text()
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=|ld\+json/.test(attributes ?? ''),
  )
  expect(inline.length).toBeGreaterThan(0)
  for (const [, , text] of inline)
    expect(scriptSrc).toContain(
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
    )

  // A request with credentials is rendered for itself, under its response's own nonce.
  const own = await request.get('/en/no-such-page', { headers: { authorization: 'Bearer not-a-token' } })
  const nonce = own.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1]
  expect(nonce).toBeTruthy()
  const ownScripts = [...(await own.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  for (const tag of ownScripts.filter((t) => !t.includes('ld+json')))
    expect(tag).toContain(`nonce="${nonce}"`)

  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? ''
  const assetResponse = await request.get(asset, { headers: { 'Accept-Encoding': 'br' } })
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // Compressed once at build time (scripts/precompress.mjs), not on every request.
  expect(assetResponse.headers()['content-encoding']).toBe('br')
  expect(assetResponse.headers().vary).toContain('Accept-Encoding')
  const plain = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect((await plain.body()).toString('utf8')).toBe((await assetResponse.body()).toString('utf8'))

  // One stylesheet, linked by its plain address (no stray fragment), served as CSS.
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(
    (m) => m[0].match(/href="([^"]+)"/)?.[1] ?? '',
  )
  expect(styles).toEqual([expect.stringMatching(/^\/assets\/[\w-]+\.css$/)])
  const stylesheet = await request.get(styles[0]!)
  expect(stylesheet.headers()['content-type']).toContain('text/css')

  const api = await request.get('/api/no-such-endpoint/')
  expect(api.status()).toBe(404)
  expect(await api.json()).toEqual({ detail: 'Not found.', code: 'errors.notFound' })
})
