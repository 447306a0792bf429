import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Histogram, type Registry } from 'prom-client'

/**
 * Seconds, from a cached page (a millisecond) to a catalogue import (tens of seconds); the
 * quality bars' 40 ms and 100 ms p99 fall on bucket edges (docs/architecture.md#quality-bars).
 */
const BUCKETS = [0.005, 0.01, 0.025, 0.04, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/**
 * The route's pattern, never the address: one series per route, however many products or
 * tokens the addresses name. Requests no route took are one label; so are the hashed build
 * files, a route each.
 */
export function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url
  if (route === undefined) return 'unmatched'
  return route.startsWith('/assets/') ? '/assets/*' : route
}

/**
 * Every answer's time by method, route and status in one histogram: its `_count` is the request
 * counter, errors are its 4xx and 5xx series (docs/decisions/048-metrics-and-traces.md).
 */
export function registerHttpMetrics(app: FastifyInstance, register: Registry) {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [register],
  })
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    )
  })
}
