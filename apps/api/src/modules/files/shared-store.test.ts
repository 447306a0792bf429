import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import { picture, uploadPicture } from '../../testing/picture-upload.ts'
import { rfqCalls, SPEC_PDF } from '../../testing/rfq-fixture.ts'
import { startS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from '../../testing/s3-server.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { s3BlobStore } from './s3-blob-store.ts'
import type { S3Setting } from './storage-url.ts'

/**
 * Two instances on two machines share one PostgreSQL database, and a bucket when STORAGE_URL names
 * one, and nothing else: what one receives, the other serves (docs/architecture.md#uploaded-files).
 */
describe.runIf(databaseKinds().includes('postgresql')).each(['postgres', 's3'] as const)(
  'uploads shared by instances, files in %s',
  (storage) => {
    let first: TestApp
    let second: TestApp
    let s3: TestS3Server | undefined
    let storageUrl = ''
    let bucket: S3Setting | undefined
    const dataDirs: string[] = []

    beforeAll(async () => {
      if (storage === 's3') {
        s3 = await startS3Server()
        bucket = await s3.bucket('shop')
        storageUrl = `s3://${bucket.bucket}/shop?region=${bucket.region}&endpoint=${s3.endpoint}&path_style=true`
        // The instances take the AWS SDK's own chain, as in production.
        vi.stubEnv('AWS_ACCESS_KEY_ID', TEST_S3_CREDENTIALS.accessKeyId)
        vi.stubEnv('AWS_SECRET_ACCESS_KEY', TEST_S3_CREDENTIALS.secretAccessKey)
      }
      for (let i = 0; i < 2; i++)
        dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), 'caravanserai-shared-')))
      const config = (dataDir: string) => testConfig({ DATA_DIR: dataDir, STORAGE_URL: storageUrl })
      first = await buildTestApp('postgresql', { config: config(dataDirs[0]!) })
      second = await buildTestApp('postgresql', { config: config(dataDirs[1]!), database: first.database })
    })
    afterAll(async () => {
      await second.close()
      await first.close()
      await s3?.stop()
      vi.unstubAllEnvs()
      for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true })
    })

    /** The keys of papers the database holds, and those the bucket holds under the shop's prefix. */
    const keptKeys = async () => {
      const inDatabase = await queryRows<{ key: string }>(first.database.db, sql`select key from file_blobs`)
      const inBucket: string[] = []
      if (bucket) {
        const store = s3BlobStore(bucket, { credentials: TEST_S3_CREDENTIALS })
        for await (const key of store.keys('private')) inBucket.push(key)
        await store.close()
      }
      return { database: inDatabase.map((row) => row.key), bucket: inBucket }
    }

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
      const [stored] = await queryRows<{ path: string }>(
        first.database.db,
        sql`select path from stored_files where id = ${sent.json().id}`,
      )
      const kept = await keptKeys()
      expect(kept[storage === 's3' ? 'bucket' : 'database']).toContain(stored!.path)
      expect(kept[storage === 's3' ? 'database' : 'bucket']).toEqual([])
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
  },
)
