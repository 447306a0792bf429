// The cluster's other parts: a private Redis and Debian's HAProxy, each on a free port and each a
// child process the harness can stop and start again.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort, until } from './free-port.ts'

const UNAVAILABLE = JSON.stringify({
  detail: 'The service is unavailable for a moment. Please try again shortly.',
  code: 'errors.unavailable',
})

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

/**
 * HAProxy in front of `backends`, round robin, checking each on /api/health every second; the
 * answering instance is named in X-Served-By so scenarios can see the rotation.
 */
export async function startHaproxy(backends: number[], port: number): Promise<Service> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-lb-'))
  const config = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option forwardfor',
      '  retries 2',
      '  option redispatch',
      // With every instance out (their health checks fail while the database is gone), the
      // balancer answers for them as they would: 503, Retry-After, the API's error shape.
      `  http-error status 503 content-type application/json hdr retry-after 5 string '${UNAVAILABLE}'`,
      'frontend storefront',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      '  http-response set-header X-Served-By %s',
      ...backends.map((backend, i) => `  server i${i + 1} 127.0.0.1:${backend} check inter 1s fall 2 rise 1`),
      '',
    ].join('\n'),
  )
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(program('haproxy', '/usr/sbin'), ['-f', config, '-db'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    await until(`HAProxy on ${port}`, () => listening(port), 10_000)
  }
  await start()
  return {
    port,
    start,
    stop: async () => {
      await stopped(child)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
