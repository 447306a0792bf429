import type { Config } from '@caravanserai/api/config'
import { listenUntilSignalled, openMigratedDatabase } from './lifecycle.ts'
import { createStorefrontServer } from './storefront-server.ts'

/** The product in production: the database opened and migrated, the one server listening. */
export async function serve(config: Config, onClose: () => Promise<void>) {
  const database = await openMigratedDatabase(config)
  const app = await createStorefrontServer({ config, database })
  await listenUntilSignalled(app, database, config, onClose)
}
