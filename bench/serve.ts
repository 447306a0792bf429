// The API alone for the load benchmark, with a constant route that answers the same JSON body as
// the measured list without touching the database. Started by bench/api-load.ts.
import { createHttpApp, registerApi } from '../apps/api/src/app.ts'
import { parseConfig } from '../apps/api/src/config.ts'
import { openDatabase } from '../apps/api/src/db/client.ts'
import { migrateDatabase } from '../apps/api/src/db/migrate.ts'
import { seedDemo } from '../apps/api/src/db/seed/seed-demo.ts'

const [kind, url, port, listPath] = process.argv.slice(2) as [string, string, string, string]
const parsed = parseConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  PUBLIC_URL: 'http://127.0.0.1',
  MAIL_TRANSPORT: 'log',
  TRUSTED_PROXIES: '127.0.0.1',
  LOG_LEVEL: 'silent',
})
if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
const database = kind === 'postgresql' ? await openDatabase({ databaseUrl: url }) : await openDatabase({})
await migrateDatabase(database)
if (kind === 'pglite') await seedDemo(database.db)
const app = await createHttpApp(parsed.config)
await registerApi(app, { config: parsed.config, database })
let body = ''
app.get('/api/bench/constant/', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(body),
)
await app.ready()
body = (await app.inject({ method: 'GET', url: listPath })).body
await app.listen({ port: Number(port), host: '127.0.0.1' })
process.send?.({ ready: true, bytes: body.length })
