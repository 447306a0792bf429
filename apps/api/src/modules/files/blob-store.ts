import type { Readable } from 'node:stream'
import type { Db } from '../../db/client.ts'

/**
 * A key of the store: a stored file's path, its folder and the first 32 hex digits of its
 * content's SHA-256 (`private/<hash>` for papers, `uploads/<hash>` for pictures' originals). A key
 * names its content, so what is kept under one never changes.
 */
export type BlobKey = `private/${string}` | `uploads/${string}`

export const BLOB_KEY = /^(private|uploads)\/([a-f0-9]{32})$/

export function isBlobKey(key: string): key is BlobKey {
  return BLOB_KEY.test(key)
}

/**
 * Where the bytes of every uploaded file are kept (docs/decisions/047-files-in-a-store.md):
 * papers, payment proofs, certificates, message attachments and pictures' originals. An instance
 * keeps nothing durable on its own disk; DATA_DIR holds only caches it rebuilds.
 *
 * Two implementations: PostgreSQL (the default: chunks in a table, in the caller's transaction
 * when one is given, so the bytes commit with the row that names them) and S3-compatible object
 * storage (STORAGE_URL=s3://…, outside any transaction: a rolled-back upload leaves unnamed bytes
 * for the pruning to take).
 */
export interface BlobStore {
  /** What the store is, for logs and messages: never its address or keys. */
  readonly kind: 'postgres' | 's3'
  /**
   * Keeps `content` under `key`; a key already kept keeps what it has (keys name their content).
   * `size` is the content's length in bytes. `tx`, when given, is the transaction the row naming
   * the bytes is written in; a store that can joins it.
   */
  put(key: BlobKey, content: Buffer | Readable, size: number, tx?: Db): Promise<void>
  /** The content kept under `key`, read in chunks as the stream is read, or null when none is. */
  get(key: BlobKey): Promise<Readable | null>
  /** The size in bytes of what is kept under `key`, or null when nothing is. */
  size(key: BlobKey): Promise<number | null>
  /** Forgets `key` (nothing happens when nothing is kept under it); `tx` as for `put`. */
  remove(key: BlobKey, tx?: Db): Promise<void>
  /** Every key kept under a folder, for the pruning and the move from DATA_DIR. */
  keys(folder: 'private' | 'uploads'): AsyncIterable<BlobKey>
  /** Ends the store's own connections, if it has any. */
  close(): Promise<void>
}

/** The whole content of a stream, for the readers that need all of it at once (picture decoding). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}
