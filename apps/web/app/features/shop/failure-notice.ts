import { failureToastId } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { notify } from '../../lib/notify.ts'

/**
 * The server's reason for refusing a shop action (on a 400 the server message, such as the minimum
 * order or the stock, already in the page language), else null.
 */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const detail = (error.body as { detail?: unknown } | null)?.detail
  return typeof detail === 'string' && detail ? detail : null
}

/**
 * The destructive toast for a failed shop action (docs/product.md#error-notices): its title, and
 * the server's reason or a try-again line. It takes the place of the generic toast for the same
 * failure, so the buyer sees one notice. A 401 says nothing more: the session keeper has told the
 * buyer already.
 */
export function notifyFailure(title: string, error: unknown, tryAgain: string): void {
  if (error instanceof ApiError && error.status === 401) return
  notify.error(title, {
    description: refusalOf(error) ?? tryAgain,
    id: error instanceof ApiError ? failureToastId(error) : undefined,
  })
}
