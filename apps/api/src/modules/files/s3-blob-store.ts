import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { type BlobKey, type BlobStore, isBlobKey } from './blob-store.ts'
import type { S3Setting } from './storage-url.ts'

export type S3BlobStoreOptions = {
  /** Keys asked for in one listing; S3's own limit (1000) unless a test wants to see several pages. */
  pageSize?: number
  /** Credentials for a test's server; otherwise the AWS SDK's chain (AWS_* variables, profiles, roles). */
  credentials?: S3ClientConfig['credentials']
  /** How long a connection may sit with nothing coming back before the request fails. */
  idleTimeoutMs?: number
}

/** A dead endpoint fails a request in seconds: three tries, each given this long to connect. */
const CONNECT_TIMEOUT_MS = 3_000
const IDLE_TIMEOUT_MS = 15_000

/**
 * The uploaded files' bytes in an S3-compatible bucket (docs/storage-s3.md): AWS, MinIO, Ceph RGW,
 * R2, Garage. The bucket lives outside the database, so `tx` is not joined: bytes put for an
 * upload whose transaction rolls back stay unnamed until the pruning takes them, and a removal
 * happens at once, whatever becomes of the transaction.
 */
export function s3BlobStore(setting: S3Setting, options: S3BlobStoreOptions = {}): BlobStore {
  const client = new S3Client({
    region: setting.region,
    ...(setting.endpoint === undefined ? {} : { endpoint: setting.endpoint }),
    forcePathStyle: setting.forcePathStyle,
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      // Idle time rather than a whole request's: a large file may take long to send, but a server
      // that stops answering is given up on.
      socketTimeout: options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    },
    // The SDK's default checksums send the body in aws-chunked framing, which servers other than
    // AWS (R2, older MinIO and Ceph, Garage) refuse or store wrongly; plain bodies work everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const base = setting.prefix === '' ? '' : `${setting.prefix}/`
  const named = (key: BlobKey) => ({ Bucket: setting.bucket, Key: `${base}${key}` })

  async function size(key: BlobKey): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand(named(key)))
      return head.ContentLength ?? 0
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  return {
    kind: 's3',
    async put(key, content, length) {
      // A key names its content, so what is there is what would be written. Asking first works on
      // every server (conditional writes, If-None-Match: *, are not everywhere); two puts racing
      // past the question write the same bytes.
      if ((await size(key)) !== null) {
        if (content instanceof Readable) content.destroy()
        return
      }
      await client.send(new PutObjectCommand({ ...named(key), Body: content, ContentLength: length }))
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand(named(key)))
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered GetObject without a body stream')
        return object.Body
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    size,
    async remove(key) {
      await client.send(new DeleteObjectCommand(named(key)))
    },
    async *keys(folder) {
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: setting.bucket,
            Prefix: `${base}${folder}/`,
            MaxKeys: options.pageSize,
            ContinuationToken: token,
          }),
        )
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(base.length)
          if (key !== undefined && isBlobKey(key)) yield key
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    async close() {
      client.destroy()
    },
  }
}

/** NoSuchKey from GetObject; HeadObject's 404 has no body, so the SDK can only call it NotFound. */
function isMissing(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')
}
