import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseConfig } from '@caravanserai/api/config'
import { queryRows } from '@caravanserai/api/db/client'
import { migrationsFolder } from '@caravanserai/api/db/migrate'
import { buildTestApp } from '@caravanserai/api/testing/build-test-app'
import { databaseUrl, isPostgresReachable, withAdmin } from '@caravanserai/api/testing/postgres-admin'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { drainAndClose, openMigratedDatabase } from './lifecycle.ts'

test.runIf(await isPostgresReachable())(
  'three instances started at once on one empty PostgreSQL database all come up, seeded once',
  { timeout: 180_000 },
  async () => {
    const name = `caravanserai_start_${randomBytes(6).toString('hex')}`
    await withAdmin((c) => c.query(`create database ${name}`))
    const parsed = parseConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'lifecycle-test-secret-lifecycle-test',
      DATABASE_URL: databaseUrl(name),
      SEED_DEMO: 'true',
    })
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
    const config = parsed.config
    const info = console.info
    console.info = () => {}
    try {
      const instances = await Promise.all([1, 2, 3].map(() => openMigratedDatabase(config)))
      const count = async (query: ReturnType<typeof sql>) =>
        (await queryRows<{ n: number }>(instances[0]!.db, query))[0]!.n
      expect(await count(sql`select count(*)::int as n from products`)).toBeGreaterThan(0)
      // Each migration applied once, not once per instance.
      const applied = await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      expect(applied).toBe(
        await count(sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`),
      )
      expect(applied).toBe(fs.readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql')).length)
      await Promise.all(instances.map((database) => database.close()))
    } finally {
      console.info = info
      await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`))
    }
  },
)

test('a draining instance fails its health check but serves every other request until it closes', async () => {
  const { app, close } = await buildTestApp('pglite')
  const stopping = drainAndClose(app, 400)
  const health = await app.inject({ method: 'GET', url: '/api/health' })
  expect(health.statusCode).toBe(503)
  expect(health.json()).toMatchObject({ code: 'errors.unavailable' })
  expect((await app.inject({ method: 'GET', url: '/api/categories/' })).statusCode).toBe(200)
  await stopping
  await expect(app.inject({ method: 'GET', url: '/api/categories/' })).rejects.toThrow()
  await close()
})

test('a kept-alive connection does not hold the close: answers while draining close theirs', async () => {
  const { app, close } = await buildTestApp('pglite', {
    extend: (api) => {
      api.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 600))
        return { ok: true }
      })
    },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const agent = new http.Agent({ keepAlive: true })
  const get = (path: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume()
          res.on('end', () => resolve(res))
        })
        .on('error', reject)
    })
  try {
    await get('/api/categories/')
    const started = Date.now()
    const stopping = drainAndClose(app, 200)
    // Asked during the drain, answered after the close began, on the kept-alive connection.
    const slow = await get('/slow')
    expect(slow.statusCode).toBe(200)
    expect(slow.headers.connection).toBe('close')
    await stopping
    expect(Date.now() - started).toBeLessThan(3_000)
  } finally {
    agent.destroy()
    await close()
  }
})

test('a page rendering when the close begins still reads the API in process and is answered', async () => {
  const { app, close } = await buildTestApp('pglite', {
    extend: (api) => {
      // As a server-rendered page's loaders do: some work, then the API through inject.
      api.get('/page', async () => {
        await new Promise((resolve) => setTimeout(resolve, 600))
        return { categories: (await api.inject({ method: 'GET', url: '/api/categories/' })).statusCode }
      })
    },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  try {
    const page = fetch(`http://127.0.0.1:${port}/page`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const stopping = drainAndClose(app, 200)
    const answer = await page
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ categories: 200 })
    await stopping
  } finally {
    await close()
  }
})
