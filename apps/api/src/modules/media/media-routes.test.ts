import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import { contentHash } from '../files/file-store.ts'
import { pgBlobStore } from '../files/pg-blob-store.ts'

let t: TestApp
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-media-'))
beforeAll(async () => {
  t = await buildTestApp('pglite', { config: testConfig({ DATA_DIR: dataDir }), seeded: true })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('renders a drawn product picture as WebP at a srcset width, cached for a year and on disk', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/media/art/nuts/akbari-v0-640.webp' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('image/webp')
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  const meta = await sharp(res.rawPayload).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480])
  expect(fs.existsSync(path.join(dataDir, 'media/art/nuts/akbari-v0-640.webp'))).toBe(true)
  const again = await t.app.inject({ method: 'GET', url: '/media/art/nuts/akbari-v0-640.webp' })
  expect(again.rawPayload.equals(res.rawPayload)).toBe(true)
})

test('renders the same picture as AVIF when asked for .avif, about half the bytes of the WebP', async () => {
  const url = '/media/art/saffron/sargol-v0-960'
  const avif = await t.app.inject({ method: 'GET', url: `${url}.avif` })
  expect(avif.statusCode).toBe(200)
  expect(avif.headers['content-type']).toBe('image/avif')
  expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  const meta = await sharp(avif.rawPayload).metadata()
  expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(['heif', 'av1', 960, 720])
  expect(fs.existsSync(path.join(dataDir, 'media/art/saffron/sargol-v0-960.avif'))).toBe(true)
  const webp = await t.app.inject({ method: 'GET', url: `${url}.webp` })
  expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length * 0.75)
})

test('draws only pictures a product shows: a made-up one is 404 and leaves nothing on disk', async () => {
  for (const url of ['/media/art/saffron/not-a-product-640.webp', '/media/art/carpet/tabriz-v0-640.webp']) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
  }
  expect(fs.existsSync(path.join(dataDir, 'media/art/saffron/not-a-product-640.webp'))).toBe(false)
  expect(fs.existsSync(path.join(dataDir, 'media/art/carpet'))).toBe(false)
})

test('renders an uploaded picture from the original in the store, and a missing one is 404', async () => {
  const original = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer()
  const key = `uploads/${contentHash(original)}` as const
  await pgBlobStore(t.database.db).put(key, original, original.length)
  const res = await t.app.inject({ method: 'GET', url: `/media/${key}-640.avif` })
  expect(res.statusCode).toBe(200)
  expect((await sharp(res.rawPayload).metadata()).width).toBe(640)
  expect(fs.existsSync(path.join(dataDir, `media/${key}-640.avif`))).toBe(true)
  const missing = `/media/uploads/${'0'.repeat(32)}-640.webp`
  expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404)
})

test('a burst of new pictures is drawn a few at a time; beyond the queue, 503 with Retry-After', async () => {
  const shown = await queryRows<{ path: string }>(
    t.database.db,
    sql`select distinct path from variation_images`,
  )
  const urls = shown.flatMap(({ path: key }) =>
    [320, 640, 960, 1200].flatMap((w) => ['webp', 'avif'].map((f) => `/media/${key}-${w}.${f}`)),
  )
  expect(urls.length).toBeGreaterThan(40)
  const answers = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url })))
  const refused = answers.filter((a) => a.statusCode === 503)
  // One render per core runs, 32 wait; the rest are told when to come back.
  expect(refused.length).toBeGreaterThan(0)
  expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true)
  expect(refused[0]!.headers['retry-after']).toBe('2')
  expect(refused[0]!.json().code).toBe('errors.unavailable')
  // What was refused is drawn once asked again.
  const again = await t.app.inject({ method: 'GET', url: urls[answers.indexOf(refused[0]!)]! })
  expect(again.statusCode).toBe(200)
})

test.each([
  '/media/art/nuts/akbari-v0-500.webp',
  '/media/art/nuts/akbari-v0-640.avif2',
  '/media/art/nuts/akbari-v0-640.png',
  '/media/art/unicorn/x-640.webp',
  '/media/art/carpet/../../../etc/passwd-640.webp',
  '/media/uploads/x.png',
])('answers %s with 404', async (url) => {
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
})
