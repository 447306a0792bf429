// The API started as main.ts starts the product, tracing first (tracing.test.ts runs it): the
// storefront's build is not needed to see a request's spans.
import { loadConfig } from '@caravanserai/api/config'
import { startTracing } from './tracing.ts'

const config = loadConfig()
if (!config.otlpEndpoint || !config.databaseUrl)
  throw new Error('OTEL_EXPORTER_OTLP_ENDPOINT and DATABASE_URL')
const tracing = startTracing(config.otlpEndpoint)
const { buildApp } = await import('@caravanserai/api/app')
const { openDatabase } = await import('@caravanserai/api/db/client')
const database = await openDatabase({ databaseUrl: config.databaseUrl })
const app = await buildApp({ config, database })
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`)
process.once('SIGTERM', async () => {
  await app.close()
  await tracing.shutdown()
  await database.close()
  process.exit(0)
})
