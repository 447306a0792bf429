import { ApiError } from '../../../lib/api-client.ts'
import { notify } from '../../../lib/notify.ts'

/** Someone else moved the order first: the API answers 409 with its reason. */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409
}

/**
 * The API client has already raised its generic notice for a failed call (lib/api.tsx gives it the
 * id `api-{status}-{path}`); where the console can say more — a conflict in the server's own words,
 * a form to correct — it replaces that notice instead of adding a second.
 */
export function replaceFailureNotice(error: ApiError, message: string): void {
  notify.error(message, { id: `api-${error.status}-${error.path}` })
}

/** The stable code of an API failure (`documents.sellerMissing`), for a console that says more. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null
  const { code } = error.body as { code?: unknown }
  return typeof code === 'string' ? code : null
}
