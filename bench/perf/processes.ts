// The processes the speed benchmark measures: the product as an operator starts it (the built
// server, NODE_ENV=production, default logging) and the ceiling, a bare Fastify route.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, until } from '../cluster/harness/free-port.ts'

const root = path.resolve(import.meta.dirname, '../..')

export type Running = { url: string; pid: number; stop: () => Promise<void> }

/** What the product's /metrics asks of the benchmark (docs/decisions/048-metrics-and-traces.md). */
export const METRICS_TOKEN = 'speed-benchmark-metrics-token-0123456789'

async function running(
  child: ChildProcess,
  url: string,
  health: string,
  output: () => string,
): Promise<Running> {
  await until(
    `${url} answering`,
    async () => {
      if (child.exitCode !== null) throw new Error(`exited:\n${output()}`)
      return (await fetch(`${url}${health}`)).ok
    },
    120_000,
  )
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** `apps/server/dist/main.mjs` on PostgreSQL, as production runs it; its log goes nowhere. */
export async function startProduct(
  databaseUrl: string,
  options: { inspectPort?: number } = {},
): Promise<Running> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-perf-'))
  const url = `http://127.0.0.1:${port}`
  const inspect = options.inspectPort ? [`--inspect=127.0.0.1:${options.inspectPort}`] : []
  let output = ''
  const child = spawn(process.execPath, [...inspect, path.join(root, 'apps/server/dist/main.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'speed-benchmark-secret-0123456789abcdef',
      MAIL_TRANSPORT: 'log',
      SHUTDOWN_DRAIN_SECONDS: '0',
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (chunk) => (output += chunk))
  const product = await running(child, url, '/api/health', () => output)
  return {
    ...product,
    stop: async () => {
      await product.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A bare Fastify route answering `body` as JSON: what this machine can do for one request. */
export async function startCeiling(body: string): Promise<Running> {
  const port = await freePort()
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-ceiling-')), 'body.json')
  fs.writeFileSync(file, body)
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'ceiling.mjs'), String(port), file], {
    stdio: 'ignore',
  })
  return running(child, `http://127.0.0.1:${port}`, '/ceiling', () => '')
}

/**
 * Waits until the process is idle (under 5% of a core for a second): a server just started may
 * still be warming its caches, which would steal the CPU a measurement beside it needs.
 */
export async function settled(pid: number, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const before = cpuMs(pid)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    if (cpuMs(pid) - before < 50) return
  }
}

/** CPU time a process has used so far, in milliseconds (user and system, from /proc). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / 100
}
