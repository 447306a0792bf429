import diagnostics from 'node:diagnostics_channel'
import { context, propagation, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import {
  CompositePropagator,
  getRPCMetadata,
  RPCType,
  W3CBaggagePropagator,
  W3CTraceContextPropagator,
} from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { registerInstrumentations } from '@opentelemetry/instrumentation'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'
import type { FastifyInstance } from 'fastify'

/** Asked every second by each balancer and every scrape: a trace each would bury the requests. */
const UNTRACED = /^\/(api\/health(\/|$|\?)|metrics(\?|$))/

export type Tracing = { shutdown: () => Promise<void> }

/**
 * Names each request's server span by its route (`GET /api/products/:id/`), as the http
 * instrumentation reads it, on every Fastify instance made from now on. The first route named
 * wins: a page's render calls the API in process (api-transport.ts), within the page's span.
 */
function nameSpansByRoute() {
  diagnostics.subscribe('fastify.initialization', (message) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRequest', async (request) => {
      const rpc = getRPCMetadata(context.active())
      if (rpc?.type === RPCType.HTTP && rpc.route === undefined) rpc.route = request.routeOptions.url
    })
  })
}

/**
 * OpenTelemetry traces to an OTLP/HTTP collector (JSON): each request's server span, its SQL on
 * PostgreSQL, and the outbox's sends (docs/decisions/048-metrics-and-traces.md). Imported only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set, and started before the app's modules load: the
 * instrumentations patch `pg` and `node:http` as they are first required.
 */
export function startTracing(endpoint: string): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  )
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, read by the SDK, name it otherwise.
  const resource = resourceFromAttributes({ 'service.name': 'caravanserai' }).merge(
    detectResources({ detectors: [envDetector] }),
  )
  const exporter = new OTLPTraceExporter({
    url: new URL('v1/traces', `${endpoint.replace(/\/$/, '')}/`).href,
  })
  const provider = new TracerProvider({ resource, spanProcessors: [new BatchSpanProcessor({ exporter })] })
  trace.setGlobalTracerProvider(provider)
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }),
      // Only SQL some traced work runs: not the pool's own or the listeners' statements.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  })
  nameSpansByRoute()
  return { shutdown: () => provider.shutdown() }
}
