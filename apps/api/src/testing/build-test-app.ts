import path from 'node:path'
import type { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { type App, buildApp } from '../app.ts'
import { type Config, parseConfig } from '../config.ts'
import type { Database, DatabaseKind } from '../db/client.ts'
import { userFactory } from './factories.ts'
import { openTestDatabase } from './test-db.ts'

/** A configuration for tests: production's essentials filled in, so any NODE_ENV parses. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret!',
    // A folder per test process: the hourly pruning of one app must never meet another's files.
    DATA_DIR: path.join(inject('dataRoot'), `data-${process.pid}`),
    PUBLIC_URL: 'http://localhost:3000',
    ...overrides,
  }
  if (!env.SMTP_URL) env.MAIL_TRANSPORT ??= 'log'
  const result = parseConfig(env)
  if (!result.ok) throw new Error(result.errors.join('\n'))
  return result.config
}

export type TestApp = {
  app: App
  database: Database
  users: ReturnType<typeof userFactory>
  close: () => Promise<void>
}

/**
 * The API on a fresh migrated database of the given kind. `extend` may add routes before the
 * app is ready (tests of cross-cutting behaviour use it).
 */
export async function buildTestApp(
  kind: DatabaseKind = 'pglite',
  options: {
    config?: Config
    extend?: (app: FastifyInstance) => void | Promise<void>
    /** Pins the time the accounts rules read. */
    clock?: () => Date
    rateLimitPrefix?: string
    logStream?: Writable
    /** Another app on the same database (two instances). */
    database?: Database
    /** Start from the fixture catalogue, seeded (see openTestDatabase). */
    seeded?: boolean
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase(kind, { seeded: options.seeded }))
  const config = options.config ?? testConfig()
  const app = await buildApp(
    {
      config,
      database,
      clock: options.clock,
      rateLimitPrefix: options.rateLimitPrefix,
      // An answer the OpenAPI description does not declare fails the test that provoked it.
      onUndeclaredError: (problem) => console.error(problem),
    },
    { logStream: options.logStream },
  )
  await options.extend?.(app)
  await app.ready()
  return {
    app,
    database,
    users: userFactory(database.db, config),
    close: async () => {
      await app.close()
      if (!options.database) await database.close()
    },
  }
}
