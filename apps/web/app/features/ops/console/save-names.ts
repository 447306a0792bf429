import { ApiError } from '../../../lib/api-client.ts'
import { notify } from '../../../lib/notify.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { isConflict, replaceFailureNotice } from './api-notice.ts'
import { type NamesErrors, serverNameErrors } from './names-value.ts'

/** How a create or rename ended, for the names editor: the answer, or messages for its inputs. */
export type SaveOutcome<T> = { ok: true; value: T } | { ok: false; errors?: NamesErrors }

/**
 * Runs a write that sends names. A 400 about the names (an English name taken among siblings)
 * goes under its inputs and the generic notice says to check them; a 409 replaces that notice
 * with the server's reason. Any other failure has already raised its generic notice.
 */
export async function saveNames<T>(
  write: () => Promise<T>,
  prefix: string,
  checkForm: string,
): Promise<SaveOutcome<T>> {
  try {
    return { ok: true, value: await write() }
  } catch (error) {
    if (isConflict(error)) replaceFailureNotice(error, error.message)
    else if (error instanceof ApiError && error.status === 400) {
      const errors = serverNameErrors(error.fieldErrors, prefix)
      if (Object.keys(errors).length > 0) {
        replaceFailureNotice(error, checkForm)
        return { ok: false, errors }
      }
    }
    return { ok: false }
  }
}

/**
 * A page's create and rename: `saveNames` around the page's mutation (which refetches its lists
 * before it settles, so the new name is there when the editor closes), then the editor closed and
 * `done` (an ops text taking the saved `name`) shown.
 */
export function useNamesSave(close: () => void) {
  const { t } = useTranslation('ops')
  return async <T extends { name: string }>(
    write: () => Promise<T>,
    prefix: string,
    done: string,
  ): Promise<SaveOutcome<T>> => {
    const outcome = await saveNames(write, prefix, t('fields.checkForm'))
    if (outcome.ok) {
      close()
      notify.success(t(done, { name: outcome.value.name }))
    }
    return outcome
  }
}
