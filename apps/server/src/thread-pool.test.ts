import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const module = fileURLToPath(new URL('./thread-pool.ts', import.meta.url))

/** UV_THREADPOOL_SIZE as a process that starts with thread-pool.ts sees it. */
function sizeWith(size: string | undefined): number {
  const { UV_THREADPOOL_SIZE: _, ...env } = process.env
  const script = `await import(${JSON.stringify(module)}); console.log(process.env.UV_THREADPOOL_SIZE)`
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: size === undefined ? env : { ...env, UV_THREADPOOL_SIZE: size },
    encoding: 'utf8',
  })
  return Number(out.trim())
}

test('the thread pool holds the gated hashes and renders on top of Node’s four, unless the operator says', () => {
  expect(sizeWith(undefined)).toBe(4 + 2 + os.availableParallelism())
  expect(sizeWith('3')).toBe(3)
})
