// The server under test as the runner sees it: a child process on a fresh PostgreSQL database,
// its error-level log lines collected, its resident memory read from /proc.
import { type ChildProcess, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { Redis } from 'ioredis'
import { withAdmin } from '../../apps/api/src/testing/postgres-admin.ts'

/** The server's memory once collected, in MB: resident, and the JavaScript heap in use. */
export type Settled = { rssMb: number; heapMb: number }

export type ErrorLine = { reqId?: string; msg: string; err?: string }

export type Target = {
  base: string
  databaseUrl: string
  errorLines: ErrorLine[]
  /** Resident memory of the server process, in MB. */
  rssMb: () => number
  /** Waits `pauseMs`, collects garbage in the server, and reads its memory then. */
  settle: (pauseMs: number) => Promise<Settled>
  stop: () => Promise<void>
}

const SERVER_URL = process.env.FUZZ_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Deletes the run's rate-limit keys from a shared Redis (they would expire, some in a day). */
async function forgetLimits(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl)
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }))
    if ((keys as string[]).length) await redis.del(...(keys as string[]))
  await redis.quit()
}

export async function startTarget(redisUrl: string): Promise<Target> {
  const name = `fuzz_${randomBytes(4).toString('hex')}`
  const admin = new URL(SERVER_URL)
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  process.env.TEST_DATABASE_URL ??= admin.toString()
  await withAdmin((c) => c.query(`create database ${name}`))
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuzz-data-'))
  const child: ChildProcess = fork(
    path.join(import.meta.dirname, 'serve.ts'),
    [url.toString(), dataDir, redisUrl, `${name}:rl:`],
    {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      // glibc gives each thread that allocates (libuv's, compressing answers) an arena of its
      // own and seldom returns what they free: unlimited, resident memory stays about 5% up
      // after a full run with the JS heap back where it was. With two, what stays is the app's.
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
    },
  )
  const errorLines: ErrorLine[] = []
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as {
        level: number
        reqId?: string
        msg: string
        err?: { message?: string }
      }
      if (entry.level >= 50) errorLines.push({ reqId: entry.reqId, msg: entry.msg, err: entry.err?.message })
    } catch {
      errorLines.push({ msg: `unparsable log line: ${line.slice(0, 200)}` })
    }
  })
  const ask = <T>(message: object, answer: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (m[answer]) {
          child.off('message', onMessage)
          resolve(m as T)
        }
      }
      child.on('message', onMessage)
      child.once('exit', (code) => reject(new Error(`fuzz server exited (${code})`)))
      if (Object.keys(message).length) child.send(message)
    })
  const { port } = await ask<{ port: number }>({}, 'ready')
  const rssMb = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    base: `http://127.0.0.1:${port}`,
    databaseUrl: url.toString(),
    errorLines,
    rssMb,
    settle: async (pauseMs) => {
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
      const { heapUsed } = await ask<{ heapUsed: number }>({ settle: true }, 'settled')
      return { rssMb: rssMb(), heapMb: heapUsed / 1024 / 1024 }
    },
    stop: async () => {
      child.send({ close: true })
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
      await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`))
      await rm(dataDir, { recursive: true, force: true })
      if (redisUrl) await forgetLimits(redisUrl, `${name}:rl:`)
    },
  }
}
