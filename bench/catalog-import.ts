// Catalogue import at scale (docs/product.md#catalogue-import-and-export): a 10,000-row CSV of
// new products (four variations each, with tiers and attributes) through the in-process API on
// a fresh PostgreSQL database holding the demo catalogue: the dry run, the run, the same file
// again (nothing to write) and an export, each against the 60 s ceiling.
// Run: npx tsx bench/catalog-import.ts   (BENCH_ROWS for another size)
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app.ts'
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts'
import { migrateDatabase } from '../apps/api/src/db/migrate.ts'
import { seedDemo } from '../apps/api/src/db/seed/seed-demo.ts'
import { csvDocument } from '../apps/api/src/modules/content/csv-document.ts'
import { testConfig } from '../apps/api/src/testing/build-test-app.ts'
import { userFactory } from '../apps/api/src/testing/factories.ts'
import { multipart } from '../apps/api/src/testing/multipart.ts'
import { withAdmin } from '../apps/api/src/testing/postgres-admin.ts'
import { CATALOG_COLUMNS } from '../packages/contracts/src/ops-catalog-import.ts'
import { BENCH_DB } from './bench-db.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000)
const CEILING_MS = 60_000
const name = `${BENCH_DB}_import`
await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`))
await withAdmin((c) => c.query(`create database ${name}`))
const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres')
url.pathname = `/${name}`
const database = await openDatabase({ databaseUrl: url.toString() })
await migrateDatabase(database)
await seedDemo(database.db)
const config = testConfig({ DATABASE_URL: url.toString() })
const app = await buildApp({ config, database })
await app.ready()
// A fresh token per call: on a busy machine a run may outlive one.
const users = userFactory(database.db, config)
const auth = async () => (await users.operator()).auth

// A product type with attributes, and one value of each, by English names.
const [type] = await queryRows<{ category: string; type: string; attributes: string }>(
  database.db,
  sql`select ct.name as category, pt.name as type,
      string_agg(at.name || '=' || (select avt.value from attribute_values av
        join attribute_value_translations avt on avt.attribute_value_id = av.id and avt.locale = 'en'
        where av.attribute_id = a.id order by av.id limit 1), ';' order by a.id) as attributes
    from product_types p
    join category_translations ct on ct.category_id = p.category_id and ct.locale = 'en'
    join product_type_translations pt on pt.product_type_id = p.id and pt.locale = 'en'
    join attributes a on a.product_type_id = p.id
    join attribute_translations at on at.attribute_id = a.id and at.locale = 'en'
    group by p.id, ct.name, pt.name order by p.id limit 1`,
)
const rows = Array.from({ length: ROWS }, (_, i) => {
  const product = Math.floor(i / 4)
  const cells: Record<string, string> = {
    sku: `BENCH-${product}-${i % 4}`,
    category: type!.category,
    product_type: type!.type,
    producer: `Bench producer ${product % 50}`,
    name_en: `Bench product ${product}`,
    name_ru: `Тестовый товар ${product}`,
    name_hy: `Փորձնական ապրանք ${product}`,
    name_fa: `کالای آزمایشی ${product}`,
    description_en: 'Generated for the import benchmark.',
    variation_en: `Lot ${i % 4}`,
    variation_ru: `Партия ${i % 4}`,
    price: `${20 + (i % 4)}.50`,
    stock: String(100 + i),
    minimum_order: '10',
    price_tiers: '100:19.90;500:18.40',
    attributes: type!.attributes,
    is_active: 'true',
  }
  return CATALOG_COLUMNS.map((c) => cells[c] ?? '')
})
const file = Buffer.from(csvDocument(CATALOG_COLUMNS, rows))

async function timed<R extends { statusCode: number; body: string }>(label: string, call: () => Promise<R>) {
  const started = performance.now()
  const response = await call()
  const ms = performance.now() - started
  const verdict = ms < CEILING_MS ? 'within' : 'OVER'
  console.info(
    `${label.padEnd(28)} ${(ms / 1000).toFixed(1).padStart(6)} s  (${verdict} the 60 s ceiling, ${((ms / CEILING_MS) * 100).toFixed(0)}%)  HTTP ${response.statusCode}`,
  )
  if (response.statusCode !== 200) console.info(response.body.slice(0, 500))
  return response
}
const upload = async (dryRun: boolean, body: Buffer) => {
  const form = multipart(body, { name: 'bench.csv', type: 'text/csv', fields: { dry_run: String(dryRun) } })
  return app.inject({
    method: 'POST',
    url: '/api/ops/catalog/import/',
    payload: form.payload,
    headers: { ...(await auth()), ...form.headers },
  })
}

console.info(
  `PostgreSQL, demo catalogue, a ${ROWS}-row CSV (${(file.length / 1024 / 1024).toFixed(1)} MB), ${ROWS / 4} new products\n`,
)
await timed('dry run', () => upload(true, file))
const run = await timed('run (creates everything)', () => upload(false, file))
console.info(`  ${JSON.stringify(run.json().summary)}`)
await timed('same file again (no-op)', () => upload(false, file))
const exported = await timed('export CSV', async () =>
  app.inject({ method: 'GET', url: '/api/ops/catalog/export/?format=csv', headers: await auth() }),
)
await timed('export XLSX', async () =>
  app.inject({ method: 'GET', url: '/api/ops/catalog/export/?format=xlsx', headers: await auth() }),
)
// Every product's last tier a cent cheaper: the update path, product by product.
const changed = Buffer.from(exported.rawPayload.toString('utf8').replaceAll(':18.40', ':18.39'))
await timed('exported file, tiers edited', () => upload(false, changed))
await app.close()
await database.close()
