import { setTimeout as sleep } from 'node:timers/promises'
import type { Config } from '@caravanserai/api/config'
import { type Database, openDatabase } from '@caravanserai/api/db/client'
import { DataDirLockedError } from '@caravanserai/api/db/data-dir-lock'
import { migrateDatabase, oneInstanceAtATime } from '@caravanserai/api/db/migrate'
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  staffWithDemoPassword,
  usableDemoAccounts,
} from '@caravanserai/api/db/seed/demo-accounts'
import { seedDemo } from '@caravanserai/api/db/seed/seed-demo'
import { buildCardsWhenMissing } from '@caravanserai/api/modules/catalog/product-cards'
import type { FastifyInstance } from 'fastify'

/**
 * How long requests in flight may take to finish after the drain. Under a burst of sign-ups the
 * password hashes queue (password-hash.ts: 64 waiting, two at a time, half a second each), so a
 * request can wait about 16 s through no fault of its own; a crash-like exit would cut it. The
 * email worker then waits at most 5 s for a send under way (email-worker.ts, STOP_WAIT_MS).
 */
export const SHUTDOWN_GRACE_MS = 20_000
/**
 * How long an idle kept-alive connection stays open: far longer than a balancer keeps one
 * (deploy/haproxy.cfg: 10 s, each server connection tied to one client's), so the balancer, not
 * the instance, closes it, and never sends a request on a connection the instance is closing.
 */
export const KEEP_ALIVE_MS = 72_000
/** The oldest Node.js line still given security fixes (22 LTS; 20 ended in April 2026). */
const OLDEST_MAINTAINED_NODE = 22

/**
 * What a newcomer needs after `npm start`: the demo accounts that work in this database (none
 * when it held other accounts and nothing was seeded), then, last, the address to open.
 */
async function greet(database: Database, config: Config) {
  const roles = await usableDemoAccounts(database.db)
  if (roles.length > 0) {
    console.info('Demo accounts (password "%s"):', DEMO_PASSWORD)
    for (const role of roles) console.info('  %s  %s', role.padEnd(8), DEMO_ACCOUNTS[role].email)
  }
  console.info(`Open ${config.publicUrl}/en`)
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR; migrated, and seeded when asked.
 * A held DATA_DIR exits clearly, and so does production with a staff login anyone could know.
 */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  try {
    const database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    )
    // Demo staff and demo exchange rates only in development (docs/decisions/020, 045).
    const development = config.env === 'development'
    const seeded = await oneInstanceAtATime(database, async () => {
      await migrateDatabase(database)
      if (await buildCardsWhenMissing(database.db)) console.info('Built the catalogue cards again.')
      return (
        config.seedDemo && (await seedDemo(database.db, { demoStaff: development, demoRates: development }))
      )
    })
    if (seeded) console.info('Loaded the demo catalogue into the empty database.')
    if (config.env === 'production') await refuseKnownStaffLogins(database)
    return database
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/** Production does not start while a staff account signs in with the README's demo password. */
async function refuseKnownStaffLogins(database: Database) {
  const exposed = await staffWithDemoPassword(database.db)
  if (exposed.length === 0) return
  for (const email of exposed) {
    console.error(
      `Refusing to start: the staff account ${email} signs in with the published demo password. Give it a password of its own (npm run create-staff -- --email ${email} --password …) or take its staff rights away, then start again.`,
    )
  }
  await database.close()
  process.exit(1)
}

/**
 * Fails the health check and keeps serving for `drainMs`, long enough for a load balancer to take
 * the instance out of rotation, then stops taking connections, lets requests in flight finish,
 * and only then closes the app (docs/architecture.md#stopping-without-dropping-a-request).
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number, drained = () => {}) {
  if (drainMs > 0) {
    app.readiness.draining = true
    app.log.info({ drainMs }, 'draining: the health check fails while requests are still served')
    await sleep(drainMs)
    drained()
  }
  // A closing Fastify answers every new request 503 and refuses `inject`, which server-rendered
  // pages read the API through: the requests in flight finish on the open app first. Closing the
  // server waits for every connection; one that finishes its request goes idle, not away, so idle
  // ones are closed again until none is left.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 250)
  try {
    await new Promise<void>((resolve) => app.server.close(() => resolve()))
    await app.close()
  } finally {
    clearInterval(sweep)
  }
}

/**
 * Listens, then on SIGTERM drains (a balancer or orchestrator asks it to stop) and on SIGINT (a
 * person at the terminal) stops at once; either way requests in flight finish, and the database
 * closes (which releases the PGlite lock) before it exits.
 */
export async function listenUntilSignalled(
  app: FastifyInstance,
  database: Database,
  config: Config,
  onClose: () => Promise<void> = async () => {},
) {
  let closing = false
  /** Where a stop is, named in the log line if it runs past its grace. */
  let step = 'draining'
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainSeconds * 1000 : 0
    const began = Date.now()
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      app.server.getConnections((_, connections) => {
        app.log.error({ step, connections }, 'shutdown took too long; exiting')
        process.exit(1)
      })
    }, drainMs + SHUTDOWN_GRACE_MS)
    force.unref()
    const next = (name: string) => {
      app.log.info({ ms: Date.now() - began }, `shutdown: ${step} done`)
      step = name
    }
    try {
      if (drainMs === 0) step = 'finishing requests'
      await drainAndClose(app, drainMs, () => next('finishing requests'))
      next('closing the database')
      await onClose()
      await database.close()
      next('exiting')
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error, step }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  const where = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  app.log.info(`Caravanserai is serving http://${where}:${config.port} on ${database.kind}`)
  if (Number(process.versions.node.split('.')[0]) < OLDEST_MAINTAINED_NODE) {
    app.log.warn(
      `Node.js ${process.version} no longer receives security fixes: run Node.js 24 LTS (see the README).`,
    )
  }
  if (config.env === 'development') await greet(database, config)
}
