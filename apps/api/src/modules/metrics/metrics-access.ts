import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { AppError } from '../../errors.ts'

/** Where /metrics may be read (docs/decisions/048-metrics-and-traces.md). */
export type MetricsAccess =
  /** Served on a listener of its own (METRICS_PORT); the public one does not serve it. */
  | { where: 'own-port'; port: number; host: string; token: string | undefined }
  /** Served on the public listener to a Bearer token (METRICS_TOKEN). */
  | { where: 'public'; token: string }
  /** Development with neither: the public listener serves it to the machine itself. */
  | { where: 'loopback' }
  | { where: 'nowhere' }

export function metricsAccess(config: {
  env: string
  metrics: { port: number | undefined; host: string; token: string | undefined }
}): MetricsAccess {
  const { port, host, token } = config.metrics
  if (port !== undefined) return { where: 'own-port', port, host, token }
  if (token !== undefined) return { where: 'public', token }
  return config.env === 'development' ? { where: 'loopback' } : { where: 'nowhere' }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether the request carries `Authorization: Bearer <token>`. Both sides are hashed first, so
 * the comparison takes the same time whatever the length or the first wrong character.
 */
export function hasToken(request: IncomingMessage, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(given), digest(token))
}

/** The refusal of a scrape without the right token. */
export function tokenRefused(): AppError {
  return new AppError('errors.unauthorized', 401, {}, undefined, {
    'www-authenticate': 'Bearer realm="metrics"',
  })
}

/** Whether the peer is this machine (the socket's own address: a forwarded one could be forged). */
export function fromLoopback(request: IncomingMessage): boolean {
  const address = request.socket.remoteAddress ?? ''
  return address === '::1' || /^(::ffff:)?127\./.test(address)
}
