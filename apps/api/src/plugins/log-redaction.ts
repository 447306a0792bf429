import { loggableUrl } from '@caravanserai/contracts/emailed-links'
import type { FastifyRequest } from 'fastify'
import pino from 'pino'

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown }
type DatabaseCause = { name?: string; code?: string; constraint?: string; table?: string; column?: string }

/**
 * An error as a log may hold it. A failed query names its SQL (placeholders only) and the
 * database's SQLSTATE, constraint, table and column, never its bound values or the server's
 * detail line, which repeat what was written: a password hash, an email's rendered reset link.
 */
export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return pino.stdSerializers.err(error as Error)
  const query = (error as { query?: unknown }).query
  const cause = (error.cause ?? error) as DatabaseCause
  const sqlState = typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code) ? cause.code : undefined
  if (typeof query !== 'string' && !sqlState) return pino.stdSerializers.err(error)
  return {
    type: error.name,
    message: sqlState ? `database error ${sqlState}` : 'database error',
    ...(typeof query === 'string' ? { query: query.slice(0, 2_000) } : {}),
    sqlState,
    constraint: cause.constraint,
    table: cause.table,
    column: cause.column,
    // The frames only: the first lines repeat the message, bound values included.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  }
}

/** pino serializers: the request line's address and any error, as above. */
export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    remoteAddress: request.ip,
  }),
  err: loggableError,
}
