import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { storedFiles } from '../../db/schema/payments.ts'
import { startS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from '../../testing/s3-server.ts'
import { openTestDatabase } from '../../testing/test-db.ts'
import type { BlobKey, BlobStore } from './blob-store.ts'
import { removeUnnamedBytes } from './file-pruning.ts'
import { pgBlobStore } from './pg-blob-store.ts'
import { s3BlobStore } from './s3-blob-store.ts'

// An upload whose transaction rolled back leaves its bytes in an object store that cannot join the
// transaction: the pruning is what takes them (docs/decisions/047-files-in-a-store.md).
const NAMED: BlobKey = 'private/0123456789abcdef0123456789abcdef'
const LEFT_BEHIND: BlobKey = 'private/fedcba9876543210fedcba9876543210'
const PICTURE_LEFT: BlobKey = 'uploads/00112233445566778899aabbccddeeff'

let s3: TestS3Server
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(() => s3?.stop())

const stores: [string, (db: Parameters<typeof pgBlobStore>[0]) => Promise<BlobStore>][] = [
  ['PostgreSQL', async (db) => pgBlobStore(db)],
  ['S3 (s3rver)', async () => s3BlobStore(await s3.bucket(), { credentials: TEST_S3_CREDENTIALS })],
]

describe.each(stores)('the pruning on the %s store', (_name, open) => {
  test('removes the bytes no row names, in both folders, and keeps those a row names', async () => {
    const database = await openTestDatabase('pglite')
    const blobs = await open(database.db)
    try {
      for (const key of [NAMED, LEFT_BEHIND, PICTURE_LEFT]) await blobs.put(key, Buffer.from(key), key.length)
      await database.db
        .insert(storedFiles)
        .values({ path: NAMED, name: 'proof.pdf', contentType: 'application/pdf', size: NAMED.length })
      const cacheDir = path.join(os.tmpdir(), `caravanserai-file-pruning-${process.pid}`)
      const files = { blobs, cacheDir, quotaBytes: 1 }

      expect(await removeUnnamedBytes(database.db, files)).toBe(2)
      expect(await blobs.size(NAMED)).toBe(NAMED.length)
      expect(await blobs.get(LEFT_BEHIND)).toBeNull()
      expect(await blobs.get(PICTURE_LEFT)).toBeNull()
      expect(await removeUnnamedBytes(database.db, files)).toBe(0)
    } finally {
      await blobs.close()
      await database.close()
    }
  })
})
