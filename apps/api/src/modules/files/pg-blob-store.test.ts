import { randomBytes } from 'node:crypto'
import { PassThrough, Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Database, type Db, inTransaction, queryRows } from '../../db/client.ts'
import { databaseKinds, openTestDatabase } from '../../testing/test-db.ts'
import { type BlobKey, type BlobStore, readAll } from './blob-store.ts'
import { describeBlobStore } from './blob-store-contract.ts'
import { PART_BYTES, pgBlobStore } from './pg-blob-store.ts'

let serial = 0
/** A key of its own for each test: the hash is made up, the store never reads it. */
const newKey = (folder: 'private' | 'uploads' = 'private'): BlobKey =>
  `${folder}/${(++serial).toString(16).padStart(4, '0')}${randomBytes(14).toString('hex')}`

/** `bytes` arriving in uneven pieces of at most 100 000 bytes, as a network upload does. */
const trickle = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 100_000) yield bytes.subarray(at, at + 100_000)
    })(),
  )

/** The database, counting the statements run through it. */
function counted(db: Db) {
  const seen = { statements: 0 }
  const proxy = new Proxy(db, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver)
      if (name !== 'execute') return value
      return (...args: unknown[]) => {
        seen.statements += 1
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return { db: proxy, seen }
}

describe.each(databaseKinds())('the store contract on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())
  // One database for the contract's tests, emptied after each; two keys a page, so listing pages.
  describeBlobStore('PostgreSQL', async () => ({
    store: pgBlobStore(database.db, { keysPerPage: 2 }),
    done: async () => {
      await database.db.execute(sql`truncate file_blob_parts, file_blobs`)
    },
  }))
})

describe.each(databaseKinds())('files kept in PostgreSQL on %s', (kind) => {
  let database: Database
  let store: BlobStore
  const partsOf = async (key: BlobKey) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from file_blob_parts where key = ${key}`,
      )
    )[0]!.n

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    store = pgBlobStore(database.db)
  })
  afterAll(() => database.close())

  test.each([
    ['no byte', 0, 0],
    ['one byte', 1, 1],
    ['exactly one part', PART_BYTES, 1],
    ['one part and a byte', PART_BYTES + 1, 2],
  ])('%s comes back as it went in, in as many parts as it needs', async (_, size, parts) => {
    const key = newKey()
    const content = randomBytes(size)
    await store.put(key, content, size)
    expect(await partsOf(key)).toBe(parts)
    expect(await store.size(key)).toBe(size)
    expect((await readAll((await store.get(key))!)).equals(content)).toBe(true)
  })

  test('3 MB from a stream come back whole, each part read as its own chunk', async () => {
    const key = newKey('uploads')
    const content = randomBytes(3_000_000)
    await store.put(key, trickle(content), content.length)
    expect(await partsOf(key)).toBe(Math.ceil(3_000_000 / PART_BYTES))
    const chunks: Buffer[] = []
    for await (const chunk of (await store.get(key))!) chunks.push(chunk)
    expect(chunks.slice(0, -1).every((c) => c.length === PART_BYTES)).toBe(true)
    expect(Buffer.concat(chunks).equals(content)).toBe(true)
  })

  test('a stream put writes each part as it arrives, without waiting for the end', async () => {
    const key = newKey()
    const content = randomBytes(PART_BYTES * 2 + 10)
    const upload = new PassThrough()
    const put = store.put(key, upload, content.length)
    upload.write(content.subarray(0, PART_BYTES * 2))
    for (let tries = 0; (await partsOf(key)) < 2 && tries < 200; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await partsOf(key)).toBe(2)
    // Unfinished, it is not there to read.
    expect(await store.get(key)).toBeNull()
    upload.end(content.subarray(PART_BYTES * 2))
    await put
    expect((await readAll((await store.get(key))!)).equals(content)).toBe(true)
  })

  test('a stream read fetches one part per read, not the whole file', async () => {
    const key = newKey()
    // 20 MB on PostgreSQL; 6 MB on PGlite, whose bytea goes through WebAssembly slowly.
    const parts = kind === 'postgresql' ? 80 : 24
    await store.put(key, trickle(randomBytes(parts * PART_BYTES)), parts * PART_BYTES)
    const { db, seen } = counted(database.db)
    const stream = (await pgBlobStore(db).get(key))!
    const first: Buffer = await new Promise((resolve) => stream.once('data', resolve))
    stream.pause()
    expect(first.length).toBe(PART_BYTES)
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The head, the first part, and at most the one the stream reads ahead.
    expect(seen.statements).toBeLessThanOrEqual(3)
    let bytes = first.length
    stream.resume()
    for await (const chunk of stream) bytes += chunk.length
    expect(bytes).toBe(parts * PART_BYTES)
    expect(seen.statements).toBe(1 + parts)
  })

  test('a missing key reads as nothing', async () => {
    expect(await store.get(newKey())).toBeNull()
    expect(await store.size(newKey())).toBeNull()
  })

  test('a key put twice keeps the first content, once', async () => {
    const key = newKey()
    const content = randomBytes(PART_BYTES + 5)
    await store.put(key, content, content.length)
    await store.put(key, trickle(content), content.length)
    expect(await partsOf(key)).toBe(2)
    const [head] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from file_blobs where key = ${key}`,
    )
    expect(head!.n).toBe(1)
  })

  test('a put whose stream ends short of its size leaves nothing readable, and can be put again', async () => {
    const key = newKey()
    const content = randomBytes(PART_BYTES + 100)
    await expect(store.put(key, trickle(content.subarray(0, PART_BYTES)), content.length)).rejects.toThrow(
      /bytes read/,
    )
    expect(await store.get(key)).toBeNull()
    expect(await partsOf(key)).toBe(1)
    await store.put(key, content, content.length)
    expect((await readAll((await store.get(key))!)).equals(content)).toBe(true)
  })

  test('a removed key is gone, parts and all; removing it again does nothing', async () => {
    const key = newKey()
    await store.put(key, randomBytes(PART_BYTES * 3), PART_BYTES * 3)
    await store.remove(key)
    expect(await store.get(key)).toBeNull()
    expect(await partsOf(key)).toBe(0)
    await store.remove(key)
  })

  test('keys lists every whole file of a folder and only those', async () => {
    const [a, b, other, unfinished] = [
      newKey('uploads'),
      newKey('uploads'),
      newKey('private'),
      newKey('uploads'),
    ]
    for (const key of [a, b, other]) await store.put(key, randomBytes(10), 10)
    await expect(store.put(unfinished, randomBytes(5), 10)).rejects.toThrow()
    const uploads: string[] = []
    for await (const key of store.keys('uploads')) uploads.push(key)
    expect(uploads).toEqual(expect.arrayContaining([a, b]))
    expect(uploads).not.toContain(other)
    expect(uploads).not.toContain(unfinished)
    expect(uploads.every((key) => key.startsWith('uploads/'))).toBe(true)
  })

  test('a put in a transaction that rolls back leaves nothing; one that commits is kept', async () => {
    const [dropped, kept] = [newKey(), newKey()]
    await expect(
      inTransaction(database.db, async (tx) => {
        await store.put(dropped, randomBytes(PART_BYTES * 2), PART_BYTES * 2, tx)
        throw new Error('the row naming it failed')
      }),
    ).rejects.toThrow('the row naming it failed')
    expect(await store.get(dropped)).toBeNull()
    expect(await partsOf(dropped)).toBe(0)
    await inTransaction(database.db, (tx) => store.put(kept, randomBytes(7), 7, tx))
    expect(await store.size(kept)).toBe(7)
  })

  test('the database refuses a negative size or part', async () => {
    const refused = (query: Promise<unknown>) =>
      query.then(
        () => null,
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
      )
    expect(
      await refused(database.db.execute(sql`insert into file_blobs (key, size) values ('private/x', -1)`)),
    ).toBe('file_blobs_size_not_negative')
    expect(
      await refused(
        database.db.execute(sql`insert into file_blob_parts (key, part, bytes) values ('private/x', -1, '')`),
      ),
    ).toBe('file_blob_parts_part_not_negative')
  })
})
