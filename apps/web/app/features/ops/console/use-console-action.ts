import { useMutation } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client.ts'
import { fieldMessages } from '../../../lib/form-errors.ts'
import { isConflict, replaceFailureNotice } from './api-notice.ts'

/** How an operator's step ended, for the form that started it. */
export type ActionOutcome = { ok: true } | { ok: false; error?: ApiError }

type ConsoleActionOptions<T, B, F extends string> = {
  send: (body: B) => Promise<T>
  /** Puts the answer in the cache; a promise it returns holds the outcome back until it settles. */
  onSuccess: (answer: T) => unknown
  /** Reads again what shows where things stand, after someone else moved them first. */
  onConflict: () => void
  /** The form's fields, which a 400 may name. */
  fields: readonly F[]
  /** The notice that asks the operator to correct the form. */
  checkForm: string
  /** Hands back every 400, not only one naming the form's fields (its generic notice stays). */
  everyBadRequest?: boolean
}

/**
 * Runs an operator's step from a console form. A 409 means the step cannot be taken now (someone
 * else acted first, a detail is missing): the server's reason replaces the generic notice,
 * `onConflict` reads the state again, and the error goes back to the form, which may say more. A
 * 400 that names the form's fields comes back for the form to map onto them (with
 * `everyBadRequest`, any 400 does).
 */
export function useConsoleAction<T, B, F extends string>({
  send,
  onSuccess,
  onConflict,
  fields,
  checkForm,
  everyBadRequest = false,
}: ConsoleActionOptions<T, B, F>) {
  const mutation = useMutation({ mutationFn: send, onSuccess: (answer: T) => onSuccess(answer) })

  async function run(body: B): Promise<ActionOutcome> {
    try {
      await mutation.mutateAsync(body)
      return { ok: true }
    } catch (error) {
      if (isConflict(error)) {
        replaceFailureNotice(error, error.message)
        onConflict()
        return { ok: false, error }
      }
      if (error instanceof ApiError && error.status === 400) {
        const named = Object.keys(fieldMessages(error, fields)).length > 0
        if (named) replaceFailureNotice(error, checkForm)
        if (named || everyBadRequest) return { ok: false, error }
      }
      // Anything else already raised its generic notice (lib/api.tsx); the form keeps its values.
      return { ok: false }
    }
  }

  return { run, busy: mutation.isPending }
}
