import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort, until } from '../bench/cluster/harness/free-port.ts'
import { envOf, execFormOf, REPO_ROOT, readDockerfile } from './testing/dockerfile.ts'
import { requireBuild, type ThrowawayDatabase, throwawayDatabase } from './testing/product.ts'
import { STOP_MS } from './testing/production-timings.ts'

// The image's entry point as the image runs it, without the image: its CMD from its WORKDIR, with
// its ENV and nothing else but what compose passes, on PostgreSQL; and its HEALTHCHECK asked
// beside it. `npm run deploy:image` runs the built image itself (docs/decisions/049-deployment-recipes.md).
const runtime = readDockerfile().at(-1)!
const [command, ...args] = execFormOf(runtime, 'CMD')
const healthcheck = execFormOf(runtime, 'HEALTHCHECK')

let database: ThrowawayDatabase
let dataDir: string
let port: number
let server: ChildProcess
let output = ''

/** The image's ENV, then the settings deploy/compose.yaml gives every instance. */
function imageEnvironment(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    ...envOf(runtime),
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PUBLIC_URL: 'https://shop.example',
    JWT_SECRET: 'entry-point-test-secret-0123456789abcdef',
    MAIL_TRANSPORT: 'log',
    TRUSTED_PROXIES: '127.0.0.1',
    LOG_LEVEL: 'warn',
  }
}

/** Whether the image's HEALTHCHECK command, run beside the server, says it is healthy. */
function healthy(): boolean {
  const [program, ...rest] = healthcheck
  expect(program).toBe('node')
  return spawnSync(process.execPath, rest, { env: imageEnvironment(), timeout: 10_000 }).status === 0
}

beforeAll(async () => {
  requireBuild()
  expect(command).toBe('node')
  database = await throwawayDatabase('entry')
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-entry-'))
  port = await freePort()
  server = spawn(process.execPath, args, { cwd: REPO_ROOT, env: imageEnvironment(), stdio: 'pipe' })
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  await until(
    'the entry point answering its health check',
    async () => {
      if (server.exitCode !== null) throw new Error(`exited ${server.exitCode}: ${output}`)
      return (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok
    },
    120_000,
  )
}, 130_000)

afterAll(async () => {
  if (server?.exitCode === null) server.kill('SIGKILL')
  await database?.drop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

test('the image starts on PostgreSQL with its own settings and its health check passes', async () => {
  const health = await (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).json()
  expect(health).toMatchObject({ status: 'ok', database: 'postgresql' })
  expect(healthy()).toBe(true)
})

test('on the stop signal it is no longer ready but still alive and serving, and it exits 0 in time', async () => {
  const began = Date.now()
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
  server.kill(runtime.instructions.find((i) => i.keyword === 'STOPSIGNAL')!.args as NodeJS.Signals)
  await until(
    'readiness failing',
    async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status === 503,
    10_000,
  )
  // The container's check is liveness: a draining instance is not one to restart.
  expect(healthy()).toBe(true)
  expect((await fetch(`http://127.0.0.1:${port}/api/products/list/`)).status).toBe(200)
  expect(await exited).toBe(0)
  // deploy/compose.yaml's stop_grace_period and the units' TimeoutStopSec are checked against STOP_MS.
  expect(Date.now() - began).toBeLessThan(STOP_MS)
}, 60_000)
