import { isConflict, replaceFailureNotice } from './api-notice.ts'

/**
 * Runs a console delete, then reloads the list. While something still uses the row the API
 * answers 409 and deletes nothing; its reason (how many products or orders, and what to do
 * instead) replaces the generic notice. Any other failure has already raised its generic notice.
 * The list is fresh before the caller closes its dialog, so focus finds the deleted row gone
 * (ConfirmDialog). True when it was deleted.
 */
export async function deleteOrExplain(
  remove: () => Promise<unknown>,
  reload: () => Promise<unknown>,
): Promise<boolean> {
  let deleted = false
  try {
    await remove()
    deleted = true
  } catch (error) {
    if (isConflict(error)) replaceFailureNotice(error, error.message)
  }
  await reload()
  return deleted
}
