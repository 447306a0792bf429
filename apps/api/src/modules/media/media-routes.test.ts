import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'

let t: TestApp
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-media-'))
beforeAll(async () => {
  t = await buildTestApp('pglite', { config: testConfig({ DATA_DIR: dataDir }) })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('renders a drawn product picture as WebP at a srcset width, cached for a year and on disk', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/media/art/carpet/tabriz-v0-640.webp' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('image/webp')
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  const meta = await sharp(res.rawPayload).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480])
  expect(fs.existsSync(path.join(dataDir, 'media/art/carpet/tabriz-v0-640.webp'))).toBe(true)
  const again = await t.app.inject({ method: 'GET', url: '/media/art/carpet/tabriz-v0-640.webp' })
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

test.each([
  '/media/art/carpet/tabriz-v0-500.webp',
  '/media/art/carpet/tabriz-v0-640.avif2',
  '/media/art/carpet/tabriz-v0-640.png',
  '/media/art/unicorn/x-640.webp',
  '/media/art/carpet/../../../etc/passwd-640.webp',
  '/media/uploads/x.png',
])('answers %s with 404', async (url) => {
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
})
