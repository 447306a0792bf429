import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'

const dirs: string[] = []
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

test('refuses a data directory held by another live process, naming it', async () => {
  const dir = tempDir()
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
  try {
    fs.writeFileSync(path.join(dir, 'caravanserai.lock'), String(holder.pid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(`is in use by another process (pid ${holder.pid})`)
  } finally {
    holder.kill()
  }
})

test('takes over a lock left by a process that died, and releases it', () => {
  const dir = tempDir()
  fs.writeFileSync(path.join(dir, 'caravanserai.lock'), '999999999')
  const release = lockDataDir(dir)
  expect(fs.readFileSync(path.join(dir, 'caravanserai.lock'), 'utf8')).toBe(String(process.pid))
  release()
  expect(fs.existsSync(path.join(dir, 'caravanserai.lock'))).toBe(false)
})
