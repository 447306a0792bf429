import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './smtp-sink.ts'

const run = promisify(execFile)

/** The PostgreSQL server programs (initdb, pg_ctl) of this machine, if any. */
function serverBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return undefined
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))
  return versions.map((v) => path.join(root, v, 'bin')).find((bin) => fs.existsSync(path.join(bin, 'pg_ctl')))
}

export const canStartPrivatePostgres = (): boolean => serverBin() !== undefined

export type PrivatePostgres = {
  url: string
  stop: () => Promise<void>
  start: () => Promise<void>
  destroy: () => Promise<void>
}

/**
 * A PostgreSQL cluster of a test's own, on a free port, for tests that stop the database under a
 * running server. PostgreSQL refuses to run as root, so as root it runs as the postgres user.
 * `maxConnections` raises the server's 100 for many instances' pools.
 */
export async function startPrivatePostgres({ maxConnections = 100 } = {}): Promise<PrivatePostgres> {
  const bin = serverBin()
  if (!bin) throw new Error('PostgreSQL server programs are not installed')
  const asRoot = process.getuid?.() === 0
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-pg-'))
  if (asRoot) fs.chownSync(dir, ...postgresIds())
  const as = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args)
  const port = await freePort()
  const data = path.join(dir, 'data')
  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=${maxConnections}`
  const start = async () => {
    await as('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  }
  const stop = async () => {
    await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  }
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => {})
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

function postgresIds(): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'))
  const [, , uid, gid] = line?.split(':') ?? []
  if (!uid || !gid) throw new Error('no postgres user to run PostgreSQL as')
  return [Number(uid), Number(gid)]
}
