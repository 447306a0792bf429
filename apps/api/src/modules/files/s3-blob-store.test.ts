import net from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from '../../testing/s3-server.ts'
import { type BlobKey, readAll } from './blob-store.ts'
import { describeBlobStore } from './blob-store-contract.ts'
import { s3BlobStore } from './s3-blob-store.ts'

const KEY: BlobKey = 'private/0123456789abcdef0123456789abcdef'

let server: TestS3Server
beforeAll(async () => {
  server = await startS3Server()
})
afterAll(async () => {
  await server?.stop()
})

describeBlobStore('S3 (s3rver)', async () => {
  const store = s3BlobStore(await server.bucket(), { credentials: TEST_S3_CREDENTIALS, pageSize: 2 })
  return { store, done: () => store.close() }
})

describe('S3 store', () => {
  it('keeps two shops apart in one bucket by their prefixes', async () => {
    const setting = await server.bucket()
    const east = s3BlobStore({ ...setting, prefix: 'shops/east' }, { credentials: TEST_S3_CREDENTIALS })
    const west = s3BlobStore({ ...setting, prefix: 'shops/west' }, { credentials: TEST_S3_CREDENTIALS })
    const whole = s3BlobStore(setting, { credentials: TEST_S3_CREDENTIALS })
    try {
      await east.put(KEY, Buffer.from('east'), 4)
      expect(await west.get(KEY)).toBeNull()
      await west.put(KEY, Readable.from([Buffer.from('west!')]), 5)
      expect((await readAll((await east.get(KEY)) as Readable)).toString()).toBe('east')
      expect((await readAll((await west.get(KEY)) as Readable)).toString()).toBe('west!')
      expect(await collect(east.keys('private'))).toEqual([KEY])
      // Under the bucket's root, the shops' objects are not keys of a store without a prefix.
      expect(await collect(whole.keys('private'))).toEqual([])
      await east.remove(KEY)
      expect(await west.size(KEY)).toBe(5)
    } finally {
      await Promise.all([east.close(), west.close(), whole.close()])
    }
  })

  it('fails within seconds when nothing listens at the endpoint', async () => {
    const port = await closedPort()
    const setting = { ...(await server.bucket()), endpoint: `http://127.0.0.1:${port}` }
    const store = s3BlobStore(setting, { credentials: TEST_S3_CREDENTIALS })
    const started = Date.now()
    await expect(store.get(KEY)).rejects.toThrow(/ECONNREFUSED/)
    expect(Date.now() - started).toBeLessThan(5_000)
    await store.close()
  })

  it('fails within seconds when the endpoint accepts and never answers', async () => {
    const held: net.Socket[] = []
    const silent = net.createServer((socket) => held.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    const setting = { ...(await server.bucket()), endpoint: `http://127.0.0.1:${port}` }
    const store = s3BlobStore(setting, { credentials: TEST_S3_CREDENTIALS, idleTimeoutMs: 300 })
    const started = Date.now()
    try {
      await expect(store.get(KEY)).rejects.toThrow(/timed out/)
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      await store.close()
      for (const socket of held) socket.destroy()
      silent.close()
    }
  })
})

async function collect(keys: AsyncIterable<BlobKey>): Promise<BlobKey[]> {
  const all: BlobKey[] = []
  for await (const key of keys) all.push(key)
  return all
}

/** A port that was free a moment ago and that nothing listens on now. */
async function closedPort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
