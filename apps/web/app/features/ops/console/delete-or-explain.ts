import { isConflict, replaceFailureNotice } from './api-notice.ts'

/**
 * Runs a console delete: a mutation that reloads its list when it settles, so focus finds the
 * deleted row gone when the caller closes its dialog (ConfirmDialog). While something still uses
 * the row the API answers 409 and deletes nothing; its reason (how many products or orders, and
 * what to do instead) replaces the generic notice. Any other failure has already raised its
 * generic notice. True when it was deleted.
 */
export async function deleteOrExplain(remove: () => Promise<unknown>): Promise<boolean> {
  try {
    await remove()
    return true
  } catch (error) {
    if (isConflict(error)) replaceFailureNotice(error, error.message)
    return false
  }
}
