// The cluster's other parts: a private Redis and Debian's HAProxy, each on a free port and each a
// child process the harness can stop and start again.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { freePort, until } from './free-port.ts'

/** A program from Debian's package, found where the package puts it when PATH lacks sbin. */
const program = (name: string, dir: string) =>
  fs.existsSync(path.join(dir, name)) ? path.join(dir, name) : name

export type Service = { port: number; start: () => Promise<void>; stop: () => Promise<void> }

function stopped(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(Boolean(socket.end())))
    socket.on('error', () => resolve(false))
  })

/** A Redis of the harness's own, keeping nothing on disk, so the Redis-gone scenario may stop it. */
export async function startRedis(): Promise<Service> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(
      program('redis-server', '/usr/bin'),
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    await until(`Redis on ${port}`, () => listening(port), 10_000)
  }
  await start()
  return { port, start, stop: () => stopped(child) }
}

/** The balancer's configuration as the product ships it (docs/decisions/036-balancer-configuration.md). */
const HAPROXY_CFG = path.resolve(import.meta.dirname, '../../../deploy/haproxy.cfg')

/** What HAProxy logged: only what went wrong at the balancer (deploy/haproxy.cfg says which). */
export type Balancer = Service & { log: string[] }

/**
 * HAProxy with deploy/haproxy.cfg in front of the three `backends`, given their addresses and
 * its own through the environment the file reads.
 */
export async function startHaproxy(backends: number[], port: number): Promise<Balancer> {
  if (backends.length !== 3) throw new Error('deploy/haproxy.cfg names three instances')
  const env = {
    ...process.env,
    CARAVANSERAI_BIND: `127.0.0.1:${port}`,
    ...Object.fromEntries(
      backends.map((backend, i) => [`CARAVANSERAI_INSTANCE_${i + 1}`, `127.0.0.1:${backend}`]),
    ),
  }
  const log: string[] = []
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(program('haproxy', '/usr/sbin'), ['-f', HAPROXY_CFG, '-db'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    createInterface({ input: child.stderr! }).on('line', (line) => log.push(line))
    await until(`HAProxy on ${port}`, () => listening(port), 10_000)
  }
  await start()
  return { port, log, start, stop: () => stopped(child) }
}
