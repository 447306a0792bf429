// First: sizes the thread pool before anything starts it.
import './thread-pool.ts'
import { loadConfig } from '@caravanserai/api/config'
import { listenUntilSignalled, openMigratedDatabase } from './lifecycle.ts'
import { createStorefrontServer } from './storefront-server.ts'

const config = loadConfig()
const database = await openMigratedDatabase(config)
const app = await createStorefrontServer({ config, database })
await listenUntilSignalled(app, database, config)
