import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import { picture, uploadPicture } from '../../testing/picture-upload.ts'
import { rfqCalls, SPEC_PDF } from '../../testing/rfq-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'

/**
 * Two instances on two machines share one PostgreSQL database and nothing else: what one receives,
 * the other serves (docs/architecture.md#uploaded-files).
 */
describe.runIf(databaseKinds().includes('postgresql'))('uploads shared by instances on one database', () => {
  let first: TestApp
  let second: TestApp
  const dataDirs: string[] = []

  beforeAll(async () => {
    for (let i = 0; i < 2; i++)
      dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), 'caravanserai-shared-')))
    first = await buildTestApp('postgresql', { config: testConfig({ DATA_DIR: dataDirs[0]! }) })
    second = await buildTestApp('postgresql', {
      config: testConfig({ DATA_DIR: dataDirs[1]! }),
      database: first.database,
    })
  })
  afterAll(async () => {
    await second.close()
    await first.close()
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true })
  })

  test('a file sent to one instance downloads whole from the other, and neither keeps it on disk', async () => {
    const buyer = await first.users.buyer()
    // Several parts of the store, the last one short.
    const content = Buffer.concat([SPEC_PDF, Buffer.alloc(700_000, 0x20)])
    const sent = await rfqCalls(() => first).upload(buyer, content, 'drawing.pdf')
    expect(sent.statusCode).toBe(201)
    const download = await rfqCalls(() => second).send('GET', `/rfqs/files/${sent.json().id}/`, buyer)
    expect(download.statusCode).toBe(200)
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.length),
      'content-disposition': "attachment; filename*=UTF-8''drawing.pdf",
    })
    expect(download.rawPayload.equals(content)).toBe(true)
    for (const dir of dataDirs) {
      const kept = await fs.readdir(dir)
      expect(kept).not.toContain('private')
      expect(kept).not.toContain('uploads')
    }
  })

  test('a picture uploaded to one instance is rendered by the other from the store', async () => {
    const staff = await first.users.staff()
    const uploaded = await uploadPicture(first, staff, await picture('jpeg', 800, 600))
    expect(uploaded.statusCode).toBe(201)
    const rendition = await second.app.inject({ url: `/media/${uploaded.json().path}-320.webp` })
    expect(rendition.statusCode).toBe(200)
    expect((await sharp(rendition.rawPayload).metadata()).width).toBe(320)
    // Made by the second instance into its own cache.
    expect(await fs.readdir(path.join(dataDirs[1]!, 'media', 'uploads'))).toContain(
      `${uploaded.json().path.slice('uploads/'.length)}-320.webp`,
    )
  })
})
