import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CATALOG_IMPORT_MAX_BYTES } from '@caravanserai/contracts/ops-catalog-import'
import { ATTACHMENT_MAX_BYTES } from '@caravanserai/contracts/payments'
import { CERTIFICATE_MAX_BYTES } from '@caravanserai/contracts/suppliers'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, until } from '../bench/cluster/harness/free-port.ts'
import { Instance } from '../bench/cluster/harness/instances.ts'
import { DEPLOY_DIR } from './testing/dockerfile.ts'
import { requireBuild, type ThrowawayDatabase, throwawayDatabase } from './testing/product.ts'
import { DRAIN_MS, KEEP_ALIVE_MS, ms } from './testing/production-timings.ts'
import { findProgram } from './testing/programs.ts'

// deploy/nginx.conf, the alternative to HAProxy: its timings against the server's, then nginx
// itself in front of two production instances while one of them stops
// (docs/decisions/049-deployment-recipes.md).
const site = fs.readFileSync(path.join(DEPLOY_DIR, 'nginx.conf'), 'utf8')
const directive = (pattern: RegExp) => {
  const found = site.split('\n').find((line) => !line.trim().startsWith('#') && pattern.test(line))
  if (!found) throw new Error(`deploy/nginx.conf has no ${pattern}`)
  return pattern.exec(found)!
}
const nginx = findProgram('nginx')

test('closes idle connections to an instance before the instance would, and before it stops', () => {
  const upstreamIdle = ms(directive(/^\s{4}keepalive_timeout (\w+);/)[1]!)
  expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(2 * upstreamIdle)
  expect(upstreamIdle).toBeLessThan(DRAIN_MS)
  const [, clientIdle, told] = directive(/^\s{4}keepalive_timeout (\w+) (\w+);/)
  expect(ms(told!)).toBeLessThan(ms(clientIdle!))
})

test('retries on another instance only what never reached one, and takes the largest upload', () => {
  expect(directive(/^\s*proxy_next_upstream (.+);/)[1]).toBe('error timeout')
  expect(ms(directive(/^\s*proxy_next_upstream_timeout (\w+);/)[1]!)).toBeLessThan(
    ms(directive(/^\s*proxy_read_timeout (\w+);/)[1]!),
  )
  const [, megabytes] = directive(/^\s*client_max_body_size (\d+)m;/)
  const largest = Math.max(CATALOG_IMPORT_MAX_BYTES, ATTACHMENT_MAX_BYTES, CERTIFICATE_MAX_BYTES)
  // The multipart envelope around the file: apps/api/src/plugins/multipart-file.ts.
  expect(Number(megabytes) * 1024 * 1024).toBeGreaterThanOrEqual(largest + 64 * 1024)
  expect(directive(/^\s*gzip (\w+);/)[1]).toBe('off')
})

describe.skipIf(!nginx)('nginx in front of two instances (needs nginx: apt-get install nginx-light)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-nginx-'))
  let database: ThrowawayDatabase
  let instances: Instance[] = []
  let balancer: ChildProcess | undefined
  let base = ''

  /** deploy/nginx.conf inside a minimal main configuration, on a free port, with our instances. */
  function configure(port: number, upstreams: number[]): string {
    let next = 0
    const rendered = site
      .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
      .replace(/^(\s*)server 127\.0\.0\.1:\d+ (.*);\n/gm, (_, indent: string, options: string) =>
        next < upstreams.length ? `${indent}server 127.0.0.1:${upstreams[next++]} ${options};\n` : '',
      )
    fs.writeFileSync(path.join(dir, 'caravanserai.conf'), rendered)
    const main = `daemon off;
      pid ${dir}/nginx.pid;
      error_log ${dir}/error.log;
      events {}
      http {
        access_log off;
        client_body_temp_path ${dir}/body;
        proxy_temp_path ${dir}/proxy;
        # Which instance answered, for this test only.
        add_header X-Upstream $upstream_addr always;
        include ${dir}/caravanserai.conf;
      }`
    fs.writeFileSync(path.join(dir, 'nginx.conf'), main)
    return path.join(dir, 'nginx.conf')
  }

  beforeAll(async () => {
    requireBuild()
    database = await throwawayDatabase('nginx')
    const env = {
      databaseUrl: database.url,
      redisUrl: '',
      smtpUrl: 'smtp://127.0.0.1:9',
      publicUrl: 'https://shop.example',
      dataDir: dir,
      jwtSecret: 'nginx-test-secret-0123456789abcdefghij',
    }
    instances = [await Instance.create('a', env), await Instance.create('b', env)]
    await Promise.all(instances.map((i) => i.start()))
    const port = await freePort()
    const conf = configure(
      port,
      instances.map((i) => i.port),
    )
    const checked = spawnSync(nginx!, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' })
    expect(checked.stderr).toContain('test is successful')
    balancer = spawn(nginx!, ['-p', dir, '-c', conf], { stdio: 'ignore' })
    base = `http://127.0.0.1:${port}`
    await until('nginx answering', async () => (await fetch(`${base}/api/health`)).ok, 10_000)
  }, 200_000)

  afterAll(async () => {
    balancer?.kill('SIGTERM')
    await Promise.all(instances.map((i) => i.stop('SIGKILL')))
    await database?.drop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('passes requests to both instances and tells clients its own idle time', async () => {
    const served = new Set<string>()
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/api/products/list/`)
      expect(res.status).toBe(200)
      expect(res.headers.get('keep-alive')).toBe('timeout=8')
      served.add(res.headers.get('x-upstream')!)
    }
    expect(served).toEqual(new Set(instances.map((i) => `127.0.0.1:${i.port}`)))
  })

  test('loses no GET or POST while an instance drains and stops, then sends it nothing', async () => {
    const [leaving, staying] = instances as [Instance, Instance]
    const stopped = leaving.stop('SIGTERM')
    let gone = false
    void stopped.then(() => (gone = true))
    const failures: string[] = []
    for (let i = 0; !gone || i % 2 === 1; i++) {
      const post = i % 2 === 1
      const res = await fetch(`${base}/api/${post ? 'customer/cart/create/' : 'products/list/'}`, {
        method: post ? 'POST' : 'GET',
        headers: post ? { 'content-type': 'application/json' } : {},
        body: post ? JSON.stringify({ product_variation: 1, quantity: 1 }) : undefined,
      })
      if (res.status >= 500) failures.push(`${post ? 'POST' : 'GET'} ${res.status}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(await stopped).toBe(0)
    expect(failures).toEqual([])
    // Passive health: the one request that meets the closed port is passed on to the other
    // instance (both in x-upstream) and marks the gone one down; none after it tries it again.
    const tried: string[][] = []
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/api/products/list/`)
      expect(res.status).toBe(200)
      tried.push(res.headers.get('x-upstream')!.split(', '))
    }
    for (const upstreams of tried) expect(upstreams.at(-1)).toBe(`127.0.0.1:${staying.port}`)
    expect(tried.filter((upstreams) => upstreams.length > 1).length).toBeLessThanOrEqual(1)
  }, 60_000)

  test('with every instance gone, answers 503 as an instance would', async () => {
    await instances[1]!.stop('SIGKILL')
    const res = await fetch(`${base}/api/products/list/`)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(await res.json()).toMatchObject({ code: 'errors.unavailable' })
  })
})
