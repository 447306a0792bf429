// First: sizes the thread pool before anything starts it.
import './thread-pool.ts'
import path from 'node:path'
import { createHttpApp, registerApi } from '@caravanserai/api/app'
import { loadConfig } from '@caravanserai/api/config'
import middie from '@fastify/middie'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { createServer as createViteServer } from 'vite'
import { apiTransport } from './api-transport.ts'
import { listenUntilSignalled, openMigratedDatabase } from './lifecycle.ts'
import { registerSearchFiles } from './search-files.ts'
import { registerStorefront } from './ssr.ts'
import { publicConfig } from './storefront-server.ts'

/**
 * `npm run dev`: the same single process, with Vite in middleware mode for the storefront (hot
 * module replacement) while tsx restarts the process when API or server code changes.
 */
const config = loadConfig()
const database = await openMigratedDatabase(config)
const app = await createHttpApp(config, { devServer: true })
await registerApi(app, { config, database })

const webRoot = path.resolve(import.meta.dirname, '../../web')
const vite = await createViteServer({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'custom',
})
await app.register(middie)
app.use(vite.middlewares)

const handler = createRequestHandler(
  () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  'development',
)
const publicConf = publicConfig(config)
const transport = apiTransport(app, publicConf.apiUrl)
registerSearchFiles(app, publicConf, transport)
await registerStorefront(app, handler, (reply) => ({
  config: publicConf,
  nonce: reply.scriptNonce,
  apiTransport: transport,
}))
await listenUntilSignalled(app, database, config, () => vite.close())
