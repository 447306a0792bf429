import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics, Registry } from 'prom-client'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { registerAppMetrics } from './app-metrics.ts'
import { registerHttpMetrics } from './http-metrics.ts'
import { fromLoopback, hasToken, metricsAccess, tokenRefused } from './metrics-access.ts'
import { registerObserved } from './observed.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The address of the metrics' own listener once the app is ready, when METRICS_PORT is set. */
    metricsAddress: () => AddressInfo | undefined
  }
}

/**
 * Prometheus metrics of this instance (docs/decisions/048-metrics-and-traces.md): Node.js's own
 * under their standard names, every answer's time by route, and the product's gauges read at
 * scrape time. Served where the settings say; served nowhere, nothing is measured either.
 */
export async function registerMetrics(app: FastifyInstance, deps: { config: Config; database: Database }) {
  registerObserved(app)
  const access = metricsAccess(deps.config)
  let listener: http.Server | undefined
  app.decorate('metricsAddress', () => listener?.address() as AddressInfo | undefined)
  if (access.where === 'nowhere') return
  const register = new Registry()
  collectDefaultMetrics({ register })
  registerHttpMetrics(app, register)
  registerAppMetrics(register, deps.database, app.observed)

  if (access.where === 'own-port') {
    listener = http.createServer(async (request, response) => {
      const allowed = !access.token || hasToken(request, access.token)
      if (request.url !== '/metrics' || request.method !== 'GET' || !allowed) {
        response.writeHead(allowed ? 404 : 401).end()
        return
      }
      response.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' })
      response.end(await register.metrics())
    })
    const server = listener
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(access.port, access.host, () => resolve())
      })
    })
    app.addHook('onClose', async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    })
    return
  }
  app.get('/metrics', async (request, reply) => {
    if (access.where === 'public' && !hasToken(request.raw, access.token)) throw tokenRefused()
    // As if there were no such route: another machine learns nothing of it.
    if (access.where === 'loopback' && !fromLoopback(request.raw)) throw new AppError('errors.notFound', 404)
    return reply
      .header('content-type', register.contentType)
      .header('cache-control', 'no-store')
      .send(await register.metrics())
  })
}
