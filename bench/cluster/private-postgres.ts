// A throwaway PostgreSQL cluster of the harness's own (initdb + pg_ctl from the machine's
// PostgreSQL 15), on a free port, so a scenario can stop and start it without touching the
// shared server on 5432. As root, the server runs as the `postgres` user, as PostgreSQL requires.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export type PrivatePostgres = {
  url: string
  port: number
  start: () => void
  /** `fast` ends connections at once, as a crash or an operator's restart would. */
  stop: () => void
  remove: () => void
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(BIN, tool)
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: os.tmpdir() })
  }
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    remove: () => {
      try {
        stop()
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
