// npm run seed:synthetic -- --products 100000: scale data for benchmarks (bench/), into the
// database of DATABASE_URL (or the embedded one in DATA_DIR when no server holds it).
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../client.ts'
import { DataDirLockedError } from '../data-dir-lock.ts'
import { migrateDatabase } from '../migrate.ts'
import { seedSynthetic } from './seed-synthetic.ts'

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } })
const count = Number(values.products)
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('--products must be a whole number from 1 to 5,000,000')
  process.exit(1)
}
const config = loadConfig()
try {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
  await migrateDatabase(database)
  const started = Date.now()
  await seedSynthetic(database.db, count)
  console.info(`Added ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  await database.close()
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
