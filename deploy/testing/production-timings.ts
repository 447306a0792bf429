import { parseConfig } from '@caravanserai/api/config'
import { KEEP_ALIVE_MS, SHUTDOWN_GRACE_MS } from '../../apps/server/src/lifecycle.ts'

const production = parseConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'deployment-recipes-test-secret-0123456789',
  PUBLIC_URL: 'https://shop.example',
  MAIL_TRANSPORT: 'log',
})
if (!production.ok) throw new Error(production.errors.join('\n'))

/** How long a production instance keeps serving after SIGTERM while its health check fails. */
export const DRAIN_MS = production.config.shutdownDrainSeconds * 1000
/** The longest a production stop takes: the drain, then the requests in flight finishing. */
export const STOP_MS = DRAIN_MS + SHUTDOWN_GRACE_MS
export { KEEP_ALIVE_MS }

/** A duration as systemd, nginx and compose write it (`40s`, `500ms`, `2m`, `1m30s`), in ms. */
export function ms(value: string): number {
  const parts = [...value.matchAll(/(\d+)\s*(ms|min|s|m|h)?/g)]
  if (parts.length === 0) throw new Error(`not a duration: ${value}`)
  const unit = { ms: 1, s: 1000, m: 60_000, min: 60_000, h: 3_600_000 } as const
  return parts.reduce((sum, [, n, u = 's']) => sum + Number(n) * unit[u as keyof typeof unit], 0)
}
