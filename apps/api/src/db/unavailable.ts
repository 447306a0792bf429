/** Network failures on the way to PostgreSQL: refused, reset, timed out, name not resolved. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])
/** SQLSTATEs of a server going away: shutting down, starting up, crashed, too many clients. */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03', '53300'])
/** node-postgres says these in words only, without a code. */
const POOL_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i

/**
 * Whether `error` (or what caused it) says the database cannot be reached right now, rather than
 * that a query was wrong: such a request answers 503 with Retry-After, and the pool reconnects
 * by itself when the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || SERVER_GONE.has(code) || code.startsWith('08'))
    ) {
      return true
    }
    if (POOL_MESSAGES.test(e.message)) return true
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true
  }
  return false
}
