import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type BlobKey, type BlobStore, readAll } from './blob-store.ts'

export type OpenBlobStore = () => Promise<{ store: BlobStore; done: () => Promise<void> }>

const KIB = 1024
const SIZES = [0, 1, 256 * KIB, 256 * KIB + 1, 3_000_000]

/** The key a content is kept under, as the file store names it. */
function keyOf(folder: 'private' | 'uploads', content: Buffer): BlobKey {
  return `${folder}/${createHash('sha256').update(content).digest('hex').slice(0, 32)}`
}

/** A content that differs from every other one the suite makes. */
function contentOf(size: number): Buffer {
  return randomBytes(size)
}

/** The content as an upload streams it: in 64 KiB pieces. */
function streamOf(content: Buffer): Readable {
  const pieces: Buffer[] = []
  for (let at = 0; at < content.length; at += 64 * KIB) pieces.push(content.subarray(at, at + 64 * KIB))
  return Readable.from(pieces)
}

async function collect(keys: AsyncIterable<BlobKey>): Promise<BlobKey[]> {
  const all: BlobKey[] = []
  for await (const key of keys) all.push(key)
  return all.sort()
}

/**
 * What every BlobStore does (apps/api/src/modules/files/blob-store.ts), run against each
 * implementation on a real server. `open` is called before each test and gives an empty store;
 * a store that lists keys in pages should be opened with small ones (two or so), so that listing
 * more than a page is tested. `done` is called after each test.
 */
export function describeBlobStore(name: string, open: OpenBlobStore): void {
  describe(`${name} keeps files' bytes`, () => {
    let store: BlobStore
    let done: () => Promise<void>
    beforeEach(async () => {
      ;({ store, done } = await open())
    })
    afterEach(async () => {
      await done()
    })

    for (const size of SIZES) {
      for (const source of ['a Buffer', 'a stream'] as const) {
        it(`gives back ${size} bytes put from ${source}, and their size`, async () => {
          const content = contentOf(size)
          const key = keyOf('private', content)
          await store.put(key, source === 'a Buffer' ? content : streamOf(content), size)
          const stream = await store.get(key)
          expect(stream).not.toBeNull()
          expect((await readAll(stream as Readable)).equals(content)).toBe(true)
          expect(await store.size(key)).toBe(size)
        })
      }
    }

    it('has nothing under a key never put', async () => {
      const key = keyOf('uploads', contentOf(16))
      expect(await store.get(key)).toBeNull()
      expect(await store.size(key)).toBeNull()
    })

    it('keeps what a key has when it is put again', async () => {
      const first = contentOf(1000)
      const key = keyOf('uploads', first)
      await store.put(key, first, first.length)
      await store.put(key, streamOf(contentOf(2000)), 2000)
      await store.put(key, contentOf(10), 10)
      expect(await readAll((await store.get(key)) as Readable)).toEqual(first)
      expect(await store.size(key)).toBe(first.length)
      expect(await collect(store.keys('uploads'))).toEqual([key])
    })

    it('forgets a removed key, and removing a key never put is fine', async () => {
      const content = contentOf(100)
      const key = keyOf('private', content)
      await store.put(key, content, content.length)
      await store.remove(key)
      expect(await store.get(key)).toBeNull()
      expect(await store.size(key)).toBeNull()
      await store.remove(key)
      await store.remove(keyOf('uploads', contentOf(8)))
    })

    it("lists exactly a folder's kept keys, over several pages", async () => {
      const uploads = Array.from({ length: 6 }, () => contentOf(20))
      const papers = Array.from({ length: 2 }, () => contentOf(20))
      for (const content of uploads) await store.put(keyOf('uploads', content), content, content.length)
      for (const content of papers) await store.put(keyOf('private', content), content, content.length)
      const [removed, ...kept] = uploads.map((content) => keyOf('uploads', content))
      await store.remove(removed as BlobKey)
      expect(await collect(store.keys('uploads'))).toEqual(kept.sort())
      expect(await collect(store.keys('private'))).toEqual(
        papers.map((content) => keyOf('private', content)).sort(),
      )
    })

    it('reads a large file as it streams, in more than one chunk', async () => {
      const content = contentOf(3_000_000)
      const key = keyOf('private', content)
      await store.put(key, content, content.length)
      let chunks = 0
      let bytes = 0
      for await (const chunk of (await store.get(key)) as Readable) {
        chunks += 1
        bytes += (chunk as Buffer).length
      }
      expect(bytes).toBe(content.length)
      expect(chunks).toBeGreaterThan(1)
    })
  })
}
