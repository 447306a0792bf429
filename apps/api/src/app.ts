import os from 'node:os'
import path from 'node:path'
import type { Writable } from 'node:stream'
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import apiPackage from '../package.json' with { type: 'json' }
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { accountsRoutes } from './modules/accounts/accounts-routes.ts'
import { jwtSecret } from './modules/accounts/jwt-secret.ts'
import { profileRoutes } from './modules/accounts/profile-routes.ts'
import { addressesRoutes } from './modules/addresses/addresses-routes.ts'
import { cartRoutes } from './modules/cart/cart-routes.ts'
import { settlingCatalogWrites } from './modules/catalog/catalog-changes.ts'
import { catalogRoutes } from './modules/catalog/catalog-routes.ts'
import { claimsRoutes } from './modules/claims/claims-routes.ts'
import { companyInviteRoutes } from './modules/companies/company-invite-routes.ts'
import { registerCompanyOfOne } from './modules/companies/company-of-one.ts'
import { companyRoutes } from './modules/companies/company-routes.ts'
import { contactRoutes } from './modules/content/contact-routes.ts'
import { newsletterRoutes } from './modules/content/newsletter-routes.ts'
import { conversationRoutes } from './modules/conversation/conversation-routes.ts'
import { currenciesRoutes } from './modules/currencies/currencies-routes.ts'
import { documentsRoutes } from './modules/documents/documents-routes.ts'
import { startEmailWorker } from './modules/email/email-worker.ts'
import { type EmailContext, emailContext } from './modules/email/enqueue-email.ts'
import { escrowRoutes } from './modules/escrow/escrow-routes.ts'
import type { FileStore } from './modules/files/file-store.ts'
import { filesRoutes } from './modules/files/files-routes.ts'
import { openBlobStore } from './modules/files/open-blob-store.ts'
import { healthRoutes } from './modules/health/health-routes.ts'
import { registerReadiness } from './modules/health/readiness.ts'
import { startPruning } from './modules/maintenance/pruning.ts'
import { mediaRoutes } from './modules/media/media-routes.ts'
import { registerMetrics } from './modules/metrics/metrics.ts'
import { ordersRoutes } from './modules/orders/orders-routes.ts'
import { buyerPaymentRoutes } from './modules/payments/payments-routes.ts'
import { reviewsRoutes } from './modules/reviews/reviews-routes.ts'
import { rfqsRoutes } from './modules/rfqs/rfqs-routes.ts'
import { staffInviteRoutes } from './modules/staff/staff-invite-routes.ts'
import { suppliersRoutes } from './modules/suppliers/suppliers-routes.ts'
import { wishlistRoutes } from './modules/wishlist/wishlist-routes.ts'
import { staffRoutes } from './ops-routes.ts'
import { registerApiDocs } from './plugins/api-docs.ts'
import { authPlugin, signedInOnly } from './plugins/auth.ts'
import { checkDeclaredErrors, declareErrors, declareSchemaErrors } from './plugins/error-answers.ts'
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/error-handler.ts'
import { registerHttpDefaults } from './plugins/http-defaults.ts'
import { LOG_SERIALIZERS } from './plugins/log-redaction.ts'
import { registerPrivateAnswers, registerPublicCache } from './plugins/public-cache.ts'
import { RateLimiter } from './plugins/rate-limit.ts'
import { memoryStore, redisStore } from './plugins/rate-limit-store.ts'
import { registerRequestLocale } from './plugins/request-locale.ts'
import { OneLinePerRequest, readableLog } from './plugins/request-log.ts'
import { registerTextGuard } from './plugins/text-guard.ts'
import { WorkGate } from './work-gate.ts'

export type AppDeps = {
  config: Config
  database: Database
  /** The time the rules read (tests pin it); the wall clock by default. */
  clock?: () => Date
  /** Where this app's rate-limit keys live in a shared store (tests use one per run). */
  rateLimitPrefix?: string
  /** Told of each error answer a route gives that its description does not declare (tests). */
  onUndeclaredError?: (problem: string) => void
}
export type App = FastifyInstance

export const BODY_LIMIT = 1024 * 1024
/** Picture renders that may wait for a core before more are refused (503, Retry-After). */
const RENDERS_WAITING = 32

export type HttpAppOptions = FastifyServerOptions & { devServer?: boolean; logStream?: Writable }

/** A Fastify instance with logging, request ids, security headers, compression and error shapes. */
export async function createHttpApp(
  config: Config,
  { devServer = false, logStream, ...options }: HttpAppOptions = {},
) {
  // Tests read the log to prove that no secret reaches it; development reads it by eye.
  const stream = logStream ?? (config.env === 'development' ? readableLog() : undefined)
  const app = Fastify({
    logger: {
      level: config.env === 'test' ? 'silent' : config.logLevel,
      serializers: LOG_SERIALIZERS,
      ...(stream ? { stream } : {}),
    },
    logController: new OneLinePerRequest(),
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID()
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...options,
  }).withTypeProvider<ZodTypeProvider>()
  app.decorate('publicUrl', config.publicUrl)
  registerReadiness(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerRequestLocale(app)
  registerErrorHandling(app)
  // Before compression, which turns the payload into a stream the ETag could not be taken of.
  registerPublicCache(app)
  await registerHttpDefaults(app, config, { devServer })
  return app
}

/** The main and auth API (docs/product.md#api) under /api, with OpenAPI at /api/docs, and /media. */
export async function registerApi(app: FastifyInstance, deps: AppDeps) {
  const clock = deps.clock ?? (() => new Date())
  // Every upload's bytes in the store all instances share; DATA_DIR keeps only this instance's
  // caches (docs/architecture.md#uploaded-files).
  const blobs = openBlobStore(deps.config, deps.database.db)
  // Closing hooks run last-added first: this one after the pruning's, which uses the store.
  app.addHook('onClose', () => blobs.close())
  const media = {
    // Renders at once: one per core, a page's worth of pictures (with their AVIF twins) waiting.
    gate: new WorkGate(os.availableParallelism(), RENDERS_WAITING),
    cacheDir: path.join(deps.config.dataDir, 'media'),
    blobs,
  }
  await registerMetrics(app, { config: deps.config, database: deps.database })
  app.observed.gates.set('picture_render', media.gate)
  const files: FileStore = { blobs, cacheDir: media.cacheDir, quotaBytes: deps.config.uploadQuotaBytes }
  const secret = jwtSecret(deps.config)
  const store = deps.config.redisUrl
    ? await redisStore(deps.config.redisUrl, app.log)
    : memoryStore(() => clock().getTime())
  app.addHook('onClose', () => store.close())
  const limiter = new RateLimiter(store, deps.rateLimitPrefix ?? 'caravanserai:rl:')
  app.decorate('rateLimiter', limiter)
  const accounts = {
    db: deps.database.db,
    tokens: { secret, accessTtlSeconds: deps.config.accessTokenTtlSeconds },
    emails: emailContext(deps.config, app.log),
    clock,
  }
  await app.register(
    async (api) => {
      declareSchemaErrors(api)
      if (deps.onUndeclaredError) checkDeclaredErrors(api, deps.onUndeclaredError)
      registerTextGuard(api)
      registerPrivateAnswers(api)
      // Off in production unless API_DOCS=true: a map of every endpoint helps an attacker more
      // than a shop's customers.
      if (deps.config.apiDocs) await registerApiDocs(api, apiPackage.version)
      await api.register(authPlugin, { db: deps.database.db, secret, clock })
      registerCompanyOfOne(api, { db: deps.database.db, clock })
      api.addHook('onSend', settlingCatalogWrites(deps.database))
      await api.register(healthRoutes, { database: deps.database, version: apiPackage.version })
      await api.register(accountsRoutes, { deps: accounts, limiter })
      await api.register(staffInviteRoutes, { db: deps.database.db, clock })
      await api.register(profileRoutes, { deps: accounts, limiter })
      const companyDeps = { db: deps.database.db, tokens: accounts.tokens, clock, limiter }
      await api.register(companyRoutes, { ...companyDeps, email: accounts.emails })
      await api.register(companyInviteRoutes, companyDeps)
      await api.register(catalogRoutes, {
        database: deps.database,
        clock,
        checkAnswers: deps.config.env !== 'production',
      })
      await api.register(currenciesRoutes, { db: deps.database.db, clock })
      await api.register(suppliersRoutes, { db: deps.database.db, files, clock })
      await api.register(cartRoutes, { db: deps.database.db })
      await api.register(wishlistRoutes, { db: deps.database.db })
      await api.register(reviewsRoutes, { db: deps.database.db, limiter })
      await api.register(addressesRoutes, { db: deps.database.db })
      await api.register(ordersRoutes, { db: deps.database.db, email: accounts.emails, clock })
      await api.register(rfqsRoutes, {
        db: deps.database.db,
        email: accounts.emails,
        files,
        limiter,
        clock,
      })
      await api.register(
        buyerRoutes({
          db: deps.database.db,
          email: accounts.emails,
          files,
          limiter,
          clock,
          claimWindowDays: deps.config.claimWindowDays,
        }),
      )
      await api.register(
        staffRoutes({
          db: deps.database.db,
          email: accounts.emails,
          clock,
          media,
          files,
          limiter,
          digestHour: deps.config.staffDigestHour,
          claimWindowDays: deps.config.claimWindowDays,
        }),
      )
      await api.register(contactRoutes, { db: deps.database.db, limiter })
      await api.register(newsletterRoutes, { db: deps.database.db, email: accounts.emails, limiter })
    },
    { prefix: '/api' },
  )
  await app.register(mediaRoutes, { prefix: '/media', db: deps.database.db, ...media })
  registerBackgroundWork(app, deps, files, clock)
}

/**
 * The buyer's calls on their company's orders beyond the lifecycle: documents, files, payment,
 * escrow, claims. Every route needs a person acting for a company, as their role there allows
 * (403 otherwise; docs/decisions/056-companies-are-the-buyer.md).
 */
function buyerRoutes(deps: {
  db: Database['db']
  email: EmailContext
  files: FileStore
  limiter: RateLimiter
  clock: () => Date
  claimWindowDays: number
}): FastifyPluginAsync {
  return async (buyer) => {
    signedInOnly(buyer)
    declareErrors(buyer, [403])
    await buyer.register(documentsRoutes, { db: deps.db, viewer: 'buyer' })
    await buyer.register(filesRoutes, { ...deps, viewer: 'buyer' })
    await buyer.register(buyerPaymentRoutes, deps)
    await buyer.register(conversationRoutes, { ...deps, side: 'customer' })
    await buyer.register(escrowRoutes, deps)
    await buyer.register(claimsRoutes, deps)
  }
}

/**
 * Outbox delivery and the hourly maintenance (expired rows pruned, verified marks refreshed, staff
 * digests sent, unpaid orders held to their deadline, buyers told of their shipments) run while the app does: started when
 * ready, stopped (waiting for a send or a run under way) on close.
 */
function registerBackgroundWork(app: FastifyInstance, deps: AppDeps, files: FileStore, clock: () => Date) {
  let stop = async () => {}
  app.addHook('onReady', async () => {
    const worker = await startEmailWorker({
      database: deps.database,
      smtpUrl: deps.config.smtpUrl,
      mailFrom: deps.config.mailFrom,
      log: app.log,
    })
    const email = emailContext(deps.config, app.log)
    const pruning = startPruning({
      db: deps.database.db,
      files,
      clock,
      log: app.log,
      digests: { hour: deps.config.staffDigestHour, email },
      unpaidOrders: { days: deps.config.unpaidOrderDays, email },
      shipmentNotices: { email },
      claimWindowDays: deps.config.claimWindowDays,
    })
    stop = async () => {
      await Promise.all([worker.stop(), pruning.stop()])
    }
  })
  app.addHook('onClose', () => stop())
}

/** The API alone (tests, tools): createHttpApp + registerApi. */
export async function buildApp(deps: AppDeps, options: HttpAppOptions = {}) {
  const app = await createHttpApp(deps.config, options)
  await registerApi(app, deps)
  return app
}
