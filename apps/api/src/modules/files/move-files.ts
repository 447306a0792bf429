import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { BlobKey, BlobStore } from './blob-store.ts'

/** What a move did, file by file (`file` as `<folder>/<name>` under DATA_DIR). */
export type MoveSummary = {
  moved: number
  alreadyThere: number
  /** Files taken off the disk (`remove`), each once the store had it. */
  removed: number
  /** Files of a stored file's name that were not moved: they need a person's look. */
  failed: { file: string; reason: string }[]
  /** Files of another name, never a stored file: left alone. */
  ignored: string[]
}

const HASH_NAME = /^[a-f0-9]{32}$/

/**
 * Moves the files an older version kept in DATA_DIR/private and DATA_DIR/uploads into `blobs`
 * (docs/decisions/047-files-in-a-store.md). Each file whose name is a content hash is put
 * streaming unless the store already has it at the same size, and only when its content's hash
 * is its name: a damaged file is reported and never stored. Idempotent, so a move that was
 * interrupted is run again to finish: a half-put file has no head and is put again. With
 * `remove`, a file leaves the disk once the store holds it whole.
 */
export async function moveFiles(
  dataDir: string,
  blobs: BlobStore,
  { remove = false } = {},
): Promise<MoveSummary> {
  const summary: MoveSummary = { moved: 0, alreadyThere: 0, removed: 0, failed: [], ignored: [] }
  for (const folder of ['private', 'uploads'] as const) {
    const dir = path.join(dataDir, folder)
    const names = await fs.readdir(dir).catch(() => [] as string[])
    for (const name of names.sort()) {
      const file = `${folder}/${name}`
      if (!HASH_NAME.test(name)) {
        summary.ignored.push(file)
        continue
      }
      try {
        const outcome = await moveFile(path.join(dir, name), file as BlobKey, blobs)
        if (outcome === 'moved') summary.moved += 1
        else if (outcome === 'already there') summary.alreadyThere += 1
        else {
          summary.failed.push({ file, reason: outcome.failed })
          continue
        }
        if (remove) {
          await fs.rm(path.join(dir, name))
          summary.removed += 1
        }
      } catch (error) {
        summary.failed.push({ file, reason: (error as Error).message })
      }
    }
  }
  return summary
}

async function moveFile(
  file: string,
  key: BlobKey,
  blobs: BlobStore,
): Promise<'moved' | 'already there' | { failed: string }> {
  const stat = await fs.stat(file)
  if (!stat.isFile()) return { failed: 'not a file' }
  const kept = await blobs.size(key)
  if (kept === stat.size) return 'already there'
  if (kept !== null) return { failed: `the store holds ${kept} bytes under this name, the disk ${stat.size}` }
  if ((await hashOf(file)) !== key.slice(key.indexOf('/') + 1))
    return { failed: 'its content does not match its name' }
  await blobs.put(key, createReadStream(file), stat.size)
  if ((await blobs.size(key)) !== stat.size) return { failed: 'the store did not keep it whole' }
  return 'moved'
}

/** The first 32 hex digits of a file's SHA-256, as stored files are named, read as a stream. */
async function hashOf(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk)
  return hash.digest('hex').slice(0, 32)
}

/** The summary as lines for a person. */
export function describeMove(summary: MoveSummary, remove: boolean): string[] {
  return [
    `Moved into the store: ${summary.moved}`,
    `Already in the store: ${summary.alreadyThere}`,
    ...(remove ? [`Removed from the disk: ${summary.removed}`] : []),
    `Not moved: ${summary.failed.length}`,
    ...summary.failed.map(({ file, reason }) => `  ${file}: ${reason}`),
    ...(summary.ignored.length > 0
      ? [
          `Left alone, not named by their content: ${summary.ignored.length}`,
          ...summary.ignored.map((f) => `  ${f}`),
        ]
      : []),
  ]
}
