// First: sizes the thread pool before anything starts it.
import './thread-pool.ts'
import { loadConfig } from '@caravanserai/api/config'

const config = loadConfig()
// Tracing patches pg and node:http as they load, so it starts before the app's modules are
// imported, and a start without it loads none of it (docs/decisions/048-metrics-and-traces.md).
const tracing = config.otlpEndpoint
  ? (await import('./tracing.ts')).startTracing(config.otlpEndpoint)
  : undefined
const { serve } = await import('./serve.ts')
await serve(config, async () => {
  await tracing?.shutdown()
})
