// One API server for the fuzzer, built from source in production configuration so that fixes
// apply without a build. Started by bench/fuzz/run.ts with --expose-gc; pino lines go to stdout,
// where the runner counts error-level ones. The runner asks for a collection ('settle') before
// it reads this process's memory, so that a leak shows and ordinary garbage does not.
import { createHttpApp, registerApi } from '../../apps/api/src/app.ts'
import { parseConfig } from '../../apps/api/src/config.ts'
import { openDatabase } from '../../apps/api/src/db/client.ts'
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts'

import { FUZZ_SECRET } from './fuzz-secret.ts'

const [databaseUrl, dataDir, redisUrl, prefix] = process.argv.slice(2) as [string, string, string, string]
const parsed = parseConfig({
  NODE_ENV: 'production',
  JWT_SECRET: FUZZ_SECRET,
  PUBLIC_URL: 'http://127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl || undefined,
  MAIL_TRANSPORT: 'log',
  // The fuzzer stands as the proxy: X-Forwarded-For spreads its calls over many client addresses.
  TRUSTED_PROXIES: '127.0.0.1',
  API_DOCS: 'true',
  LOG_LEVEL: 'warn',
})
if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
const database = await openDatabase({ databaseUrl })
await migrateDatabase(database)
const app = await createHttpApp(parsed.config)
await registerApi(app, { config: parsed.config, database, rateLimitPrefix: prefix })
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : 0 })

process.on('message', async (message: { settle?: boolean; close?: boolean }) => {
  if (message.settle) {
    for (let i = 0; i < 3; i++) {
      globalThis.gc?.()
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    process.send?.({ settled: true, heapUsed: process.memoryUsage().heapUsed })
  }
  if (message.close) {
    await app.close()
    await database.close()
    process.exit(0)
  }
})
