import path from 'node:path'
import { type AppDeps, createHttpApp, registerApi } from '@caravanserai/api/app'
import type { Config } from '@caravanserai/api/config'
import type { PublicConfig } from '@caravanserai/contracts/storefront'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { apiTransport } from './api-transport.ts'
import { KEEP_ALIVE_MS } from './lifecycle.ts'
import { dropPagesOnCatalogChanges, pageCache } from './page-cache.ts'
import {
  dropAnswersOnCatalogChanges,
  keepingReferenceAnswers,
  referenceAnswers,
} from './reference-answers.ts'
import { registerSearchFiles } from './search-files.ts'
import { registerStorefront } from './ssr.ts'

export function publicConfig(config: Config): PublicConfig {
  return {
    apiUrl: config.apiUrl,
    authApiUrl: config.authApiUrl,
    vendorUrl: config.vendorUrl,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    claimWindowDays: config.claimWindowDays,
  }
}

/** The web build's folders: build/client holds browser files, build/server the SSR bundle. */
export const WEB_BUILD_DIR = path.resolve(import.meta.dirname, '../../web/build')

/**
 * One Fastify instance (docs/architecture.md#overview): the API under /api, built assets (hashed
 * names cached for a year), and server rendering for everything else.
 */
export async function createStorefrontServer(
  deps: AppDeps,
  buildDir = WEB_BUILD_DIR,
): Promise<FastifyInstance> {
  const app = await createHttpApp(deps.config, { keepAliveTimeout: KEEP_ALIVE_MS })
  await registerApi(app, deps)
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    index: false,
    // scripts/precompress.mjs wrote .br and .gz beside each file at build time.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      // The same address answers brotli, gzip or plain bytes by the request's Accept-Encoding.
      res.setHeader('vary', 'Accept-Encoding')
    },
  })
  const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
  const handler = createRequestHandler(build, 'production')
  const config = publicConfig(deps.config)
  const answers = referenceAnswers()
  const transport = keepingReferenceAnswers(apiTransport(app, config.apiUrl), config.apiUrl, answers)
  registerSearchFiles(app, config, transport)
  const pages = pageCache()
  // The kept answers go first: a page rendered again after a change never reads one from before it.
  const unlistenAnswers = await dropAnswersOnCatalogChanges(deps.database, answers)
  const unlisten = await dropPagesOnCatalogChanges(deps.database, pages, {
    readsKnown: !/^https?:/i.test(config.apiUrl),
  })
  app.addHook('onClose', async () => {
    await unlisten()
    await unlistenAnswers()
  })
  await registerStorefront(
    app,
    handler,
    (reply) => ({ config, nonce: reply.scriptNonce, apiTransport: transport }),
    pages,
  )
  return app
}
