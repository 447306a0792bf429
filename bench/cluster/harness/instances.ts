// The product's instances as production runs them: the built server (`apps/server/dist/main.mjs`)
// with NODE_ENV=production, one PostgreSQL, one Redis, and a DATA_DIR each for its caches.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { freePort, until } from './free-port.ts'

const root = path.resolve(import.meta.dirname, '../../..')
/** A start takes seconds; on a machine busy with other work, a minute and more. */
const START_MS = 180_000

export type InstanceEnv = {
  databaseUrl: string
  redisUrl: string
  smtpUrl: string
  publicUrl: string
  dataDir: string
  jwtSecret: string
  /** A bucket for uploaded files and its keys; without it, files go to the database. */
  storage?: { url: string; accessKeyId: string; secretAccessKey: string }
}

export class Instance {
  child: ChildProcess | undefined
  output = ''
  /** How many times this instance was killed (SIGKILL) while running: crashes, not stops. */
  crashes = 0
  constructor(
    readonly name: string,
    readonly port: number,
    /** Where the instance serves /metrics, on a listener of its own (docs/architecture.md#metrics-and-health). */
    readonly metricsPort: number,
    private readonly env: InstanceEnv,
  ) {}

  static async create(name: string, env: InstanceEnv): Promise<Instance> {
    return new Instance(name, await freePort(), await freePort(), env)
  }

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  get metricsUrl() {
    return `http://127.0.0.1:${this.metricsPort}/metrics`
  }

  /** Starts the process and waits until its health check answers 200. */
  async start(): Promise<void> {
    this.output = ''
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
      env: {
        ...process.env,
        // Production's drain too (SHUTDOWN_DRAIN_SECONDS unset): the one deploy/haproxy.cfg is timed for.
        NODE_ENV: 'production',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(this.metricsPort),
        METRICS_HOST: '127.0.0.1',
        DATABASE_URL: this.env.databaseUrl,
        REDIS_URL: this.env.redisUrl,
        SMTP_URL: this.env.smtpUrl,
        PUBLIC_URL: this.env.publicUrl,
        DATA_DIR: this.env.dataDir,
        JWT_SECRET: this.env.jwtSecret,
        ...(this.env.storage && {
          STORAGE_URL: this.env.storage.url,
          AWS_ACCESS_KEY_ID: this.env.storage.accessKeyId,
          AWS_SECRET_ACCESS_KEY: this.env.storage.secretAccessKey,
        }),
        TRUSTED_PROXIES: '127.0.0.1',
        LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    child.stdout?.on('data', (chunk) => (this.output += chunk))
    child.stderr?.on('data', (chunk) => (this.output += chunk))
    const exited = new Promise<never>((_resolve, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`${this.name} exited (${code ?? signal})`))),
    )
    const healthy = async () =>
      (await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok
    try {
      await Promise.race([until(`${this.name} healthy`, healthy, START_MS), exited])
    } catch (error) {
      const said = this.output.trim().split('\n').slice(-5).join('\n')
      throw new Error(`${(error as Error).message}; it said:\n${said}`)
    }
  }

  /**
   * SIGTERM drains first (production's 12 s of failing health checks, what a deploy does), then
   * waits for requests under way; SIGINT waits for them without the drain; SIGKILL is a crash.
   */
  stop(signal: 'SIGTERM' | 'SIGINT' | 'SIGKILL' = 'SIGTERM'): Promise<number | null> {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return Promise.resolve(child?.exitCode ?? null)
    if (signal === 'SIGKILL') this.crashes++
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code))
      child.kill(signal)
    })
  }
}
