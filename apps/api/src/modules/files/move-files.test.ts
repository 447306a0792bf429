import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Database, openDatabase, queryRows } from '../../db/client.ts'
import { databaseKinds, openTestDatabase } from '../../testing/test-db.ts'
import { type BlobKey, type BlobStore, readAll } from './blob-store.ts'
import { contentHash } from './file-store.ts'
import { describeMove, moveFiles } from './move-files.ts'
import { moveFilesCommand } from './move-files-command.ts'
import { PART_BYTES, pgBlobStore } from './pg-blob-store.ts'

/** Writes `content` into DATA_DIR under `folder` by its hash, as an older version did; its key. */
async function onDisk(dataDir: string, folder: 'private' | 'uploads', content: Buffer, name?: string) {
  const hash = contentHash(content)
  await fs.mkdir(path.join(dataDir, folder), { recursive: true })
  await fs.writeFile(path.join(dataDir, folder, name ?? hash), content)
  return `${folder}/${hash}` as BlobKey
}

describe.each(databaseKinds())('moving files from DATA_DIR into the store on %s', (kind) => {
  let database: Database
  let blobs: BlobStore
  let dataDir: string
  const rows = async (table: 'file_blobs' | 'file_blob_parts', key: string) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where key = ${key}`,
      )
    )[0]!.n

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    blobs = pgBlobStore(database.db)
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'caravanserai-move-'))
  })
  afterAll(async () => {
    await database.close()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  test('a move interrupted half-way is finished by the next, each file kept once; damaged files never', async () => {
    const paper = randomBytes(PART_BYTES * 2 + 7)
    const picture = randomBytes(1_000)
    const present = randomBytes(300)
    const halfPut = randomBytes(PART_BYTES + 3)
    const keys = {
      paper: await onDisk(dataDir, 'private', paper),
      picture: await onDisk(dataDir, 'uploads', picture),
      present: await onDisk(dataDir, 'private', present),
      halfPut: await onDisk(dataDir, 'uploads', halfPut),
    }
    const damaged: BlobKey = `private/${'f'.repeat(32)}`
    await onDisk(dataDir, 'private', randomBytes(50), 'f'.repeat(32))
    await fs.writeFile(path.join(dataDir, 'uploads', 'notes.txt'), 'not a stored file')
    // Where the interruption left it: one file in the store, another's first part without its head.
    await blobs.put(keys.present, present, present.length)
    await database.db.execute(sql`insert into file_blob_parts (key, part, bytes)
      values (${keys.halfPut}, 0, ${halfPut.subarray(0, PART_BYTES)})`)
    expect(await blobs.get(keys.halfPut)).toBeNull()

    const first = await moveFiles(dataDir, blobs)
    expect(first).toEqual({
      moved: 3,
      alreadyThere: 1,
      removed: 0,
      failed: [{ file: damaged, reason: 'its content does not match its name' }],
      ignored: ['uploads/notes.txt'],
    })
    expect(await blobs.size(damaged)).toBeNull()
    const contents = { paper, picture, present, halfPut }
    for (const [name, key] of Object.entries(keys)) {
      const kept = await blobs.get(key)
      expect(kept, name).not.toBeNull()
      expect((await readAll(kept!)).equals(contents[name as keyof typeof contents]), name).toBe(true)
    }
    expect(await fs.readdir(path.join(dataDir, 'private'))).toHaveLength(3)

    const again = await moveFiles(dataDir, blobs, { remove: true })
    expect(again).toMatchObject({ moved: 0, alreadyThere: 4, removed: 4 })
    for (const key of Object.values(keys)) {
      expect(await rows('file_blobs', key)).toBe(1)
      await expect(fs.stat(path.join(dataDir, key))).rejects.toThrow()
    }
    expect(await rows('file_blob_parts', keys.paper)).toBe(3)
    expect(await rows('file_blob_parts', keys.halfPut)).toBe(2)
    // What could not be moved stays on the disk for a person to look at.
    expect(await fs.readdir(path.join(dataDir, 'private'))).toEqual(['f'.repeat(32)])
    expect(describeMove(again, true)).toContain('Removed from the disk: 4')
  })
})

describe('npm run files:move', () => {
  const env = (dataDir: string) => ({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'files-move-test-secret-files-move-test',
    MAIL_TRANSPORT: 'log',
  })
  const run = async (args: string[], dataDir: string) => {
    const lines = { out: [] as string[], err: [] as string[] }
    const code = await moveFilesCommand(args, env(dataDir), {
      out: (line) => lines.out.push(line),
      err: (line) => lines.err.push(line),
    })
    return { code, ...lines }
  }

  test('moves the files of the embedded database’s DATA_DIR into it, and refuses an unknown option', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'caravanserai-move-cli-'))
    try {
      const content = randomBytes(PART_BYTES + 1)
      const key = await onDisk(dataDir, 'private', content)
      const moved = await run(['--remove'], dataDir)
      expect(moved).toMatchObject({ code: 0, err: [] })
      expect(moved.out).toEqual(
        expect.arrayContaining(['Moved into the store: 1', 'Removed from the disk: 1']),
      )
      await expect(fs.stat(path.join(dataDir, key))).rejects.toThrow()
      const database = await openDatabase({ dataDir })
      try {
        expect((await readAll((await pgBlobStore(database.db).get(key))!)).equals(content)).toBe(true)
      } finally {
        await database.close()
      }
      expect((await run(['--remove', '--dry'], dataDir)).code).toBe(1)
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
