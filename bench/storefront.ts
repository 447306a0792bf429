// The built storefront for the page benchmarks: BENCH_URL when given (a server you started),
// else the production build started here on a fresh embedded database with the demo catalogue.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const MAIN = path.join(import.meta.dirname, '../apps/server/dist/main.mjs')

export async function startStorefront(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
  if (!fs.existsSync(MAIN)) throw new Error('Build first: npm run build')
  const port = Number(process.env.BENCH_PORT ?? 3391)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-bench-'))
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
