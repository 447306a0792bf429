import { loggableUrl } from '@caravanserai/contracts/emailed-links'
import { isRouteErrorResponse } from 'react-router'

/** Every address in the text as a log may hold it (see loggableUrl). */
const scrub = (text: string) => text.replace(/\/[^\s"'`()<>]+/g, loggableUrl)

function loggable(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrub(error) : error
  const message = scrub(error.message)
  if (message === error.message) return error
  const copy = new Error(message)
  copy.name = error.name
  copy.stack = error.stack && scrub(error.stack)
  return copy
}

/**
 * A server rendering error, logged as React Router would (the error inside its own route error
 * responses), but with an emailed link's token left out: its messages name the address, as in
 * `You made a POST request to "/en/staff-invite/{uid}/{token}"`.
 */
export function logServerError(error: unknown, request: Request) {
  if (request.signal.aborted) return
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined
  console.error(loggable(inner ?? error))
}
