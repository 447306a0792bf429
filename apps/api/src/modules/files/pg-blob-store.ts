import { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import type { BlobKey, BlobStore } from './blob-store.ts'

/** The size of a part: big enough that a file takes few rows, small enough to hold one at a time. */
export const PART_BYTES = 256 * 1024

/** Keys listed per query while walking a folder. */
const KEYS_PER_PAGE = 1_000

/**
 * The store in PostgreSQL (docs/decisions/047-files-in-a-store.md): a file is its parts of
 * PART_BYTES in file_blob_parts, then its head in file_blobs, written last, so that only a whole
 * file is ever readable and an interrupted put is simply put again. Bytes stream in and out a
 * part at a time; neither way holds a whole file. With `tx`, a put or a remove joins that
 * transaction (on PGlite, one connection, a second transaction would wait on the first for ever).
 */
export function pgBlobStore(db: Db, { keysPerPage = KEYS_PER_PAGE } = {}): BlobStore {
  return {
    kind: 'postgres',
    async put(key, content, size, tx) {
      const target = tx ?? db
      if ((await headSize(target, key)) !== null) {
        if (!Buffer.isBuffer(content)) content.destroy()
        return
      }
      let part = 0
      let written = 0
      for await (const bytes of inParts(content)) {
        await target.execute(sql`insert into file_blob_parts (key, part, bytes)
          values (${key}, ${part}, ${bytes}) on conflict do nothing`)
        part += 1
        written += bytes.length
      }
      if (written !== size) throw new Error(`${key}: ${written} bytes read where ${size} were announced`)
      await target.execute(
        sql`insert into file_blobs (key, size) values (${key}, ${size}) on conflict do nothing`,
      )
    },
    async get(key) {
      const size = await headSize(db, key)
      return size === null ? null : readParts(db, key, Math.ceil(size / PART_BYTES))
    },
    size: (key) => headSize(db, key),
    async remove(key, tx) {
      // The head first: from then on nobody starts reading what is being removed.
      await (tx ?? db).execute(sql`with head as (delete from file_blobs where key = ${key})
        delete from file_blob_parts where key = ${key}`)
    },
    keys: (folder) => keysOf(db, folder, keysPerPage),
    close: async () => {},
  }
}

async function headSize(db: Db, key: BlobKey): Promise<number | null> {
  const [row] = await queryRows<{ size: string | number }>(
    db,
    sql`select size from file_blobs where key = ${key}`,
  )
  return row ? Number(row.size) : null
}

/** A file's parts, each fetched by its own query when the reader wants the next. */
function readParts(db: Db, key: BlobKey, parts: number): Readable {
  let next = 0
  return new Readable({
    highWaterMark: PART_BYTES,
    read() {
      if (next === parts) {
        this.push(null)
        return
      }
      const part = next++
      queryRows<{ bytes: Uint8Array }>(
        db,
        sql`select bytes from file_blob_parts where key = ${key} and part = ${part}`,
      ).then(
        ([row]) => {
          if (row) this.push(asBuffer(row.bytes))
          else this.destroy(new Error(`${key}: part ${part} is missing`))
        },
        (error: Error) => this.destroy(error),
      )
    },
  })
}

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: the same bytes, no copy. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** `content` cut into parts of PART_BYTES (the last one shorter), as it arrives. */
async function* inParts(content: Buffer | Readable): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(content)) {
    for (let at = 0; at < content.length; at += PART_BYTES) yield content.subarray(at, at + PART_BYTES)
    return
  }
  let held: Buffer[] = []
  let heldBytes = 0
  for await (const chunk of content) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)
    held.push(bytes)
    heldBytes += bytes.length
    if (heldBytes < PART_BYTES) continue
    let joined = Buffer.concat(held)
    while (joined.length >= PART_BYTES) {
      yield joined.subarray(0, PART_BYTES)
      joined = joined.subarray(PART_BYTES)
    }
    held = [joined]
    heldBytes = joined.length
  }
  if (heldBytes > 0) yield Buffer.concat(held)
}

async function* keysOf(db: Db, folder: 'private' | 'uploads', perPage: number): AsyncGenerator<BlobKey> {
  let after = ''
  for (;;) {
    const rows = await queryRows<{ key: BlobKey }>(
      db,
      sql`select key from file_blobs where key like ${`${folder}/%`} and key > ${after}
        order by key limit ${perPage}`,
    )
    for (const { key } of rows) yield key
    if (rows.length < perPage) return
    after = rows.at(-1)!.key
  }
}
