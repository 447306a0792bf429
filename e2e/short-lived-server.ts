import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export type ShortLivedServer = { url: string; stop: () => Promise<void> }

/** A second storefront whose access tokens live 62 s: the browser renews when under 60 s remain. */
export async function startShortLivedServer(): Promise<ShortLivedServer> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-session-'))
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../apps/server/dist/main.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL_SECONDS: '62',
    },
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  let exitCode: number | null | undefined
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      exitCode = code
      resolve(code)
    }),
  )
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (exitCode === undefined) child.kill('SIGTERM')
    await exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  // A fresh embedded database migrates first: slow on a machine shared by many test runs.
  const deadline = Date.now() + 150_000
  const healthy = () =>
    fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    )
  while (!(await healthy())) {
    if (exitCode !== undefined || Date.now() > deadline) {
      await stop()
      throw new Error(`The second server did not start (exit code ${exitCode}). It said:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url, stop }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}
