import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import type { S3Setting } from '../modules/files/storage-url.ts'

/** s3rver takes any key pair; the store is given this one rather than the machine's AWS chain. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type TestS3Server = {
  endpoint: string
  /** A new empty bucket's setting, path-style as s3rver wants it. */
  bucket(prefix?: string): Promise<S3Setting>
  stop(): Promise<void>
}

/** Starts s3rver on a free port over a temporary directory, in a process of its own. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-s3-'))
  const script = new URL('./s3rver-process.mjs', import.meta.url).pathname
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const lines = createInterface({ input: child.stdout })
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve)
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened`)))
  })
  lines.close()
  const { port } = JSON.parse(first) as { port: number }
  const endpoint = `http://127.0.0.1:${port}`
  const admin = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: TEST_S3_CREDENTIALS,
  })
  let buckets = 0
  return {
    endpoint,
    async bucket(prefix = '') {
      buckets += 1
      const name = `shop-files-${buckets}`
      await admin.send(new CreateBucketCommand({ Bucket: name }))
      return { kind: 's3', bucket: name, prefix, region: 'us-east-1', endpoint, forcePathStyle: true }
    },
    async stop() {
      admin.destroy()
      child.kill('SIGTERM')
      await exited
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
