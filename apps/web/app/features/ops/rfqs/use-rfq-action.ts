import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../../lib/api.tsx'
import { type ApiClient, ApiError } from '../../../lib/api-client.ts'
import { fieldMessages } from '../../../lib/form-errors.ts'
import { isConflict, replaceFailureNotice } from '../console/api-notice.ts'
import { useOperator } from '../console/ops-context.ts'
import { rfqQueueKeys } from './rfq-queue-api.ts'

/** How a step ended, for the form that started it. */
export type RfqActionOutcome = { ok: true } | { ok: false; error?: ApiError }

/**
 * Runs an operator's step on a request (offer, decline). Success puts the answer in the cache and
 * marks the queue stale. A 409 (the buyer withdrew or accepted, another operator declined) shows
 * the server's reason in place of the generic notice and reads the request again; a 400 naming the
 * form's fields goes back to the form to put under them.
 */
export function useRfqAction<B, F extends string>(
  lang: Lang,
  rfqId: number,
  send: (api: ApiClient, lang: Lang, id: number, body: B) => Promise<Rfq>,
  fields: readonly F[],
  checkForm: string,
) {
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const refreshQueue = () => queryClient.invalidateQueries({ queryKey: rfqQueueKeys.queues(operator.id) })
  const mutation = useMutation({
    mutationFn: (body: B) => send(api, lang, rfqId, body),
    onSuccess: (rfq) => {
      queryClient.setQueryData(rfqQueueKeys.request(operator.id, lang, rfqId), rfq)
      void refreshQueue()
    },
  })

  async function run(body: B): Promise<RfqActionOutcome> {
    try {
      await mutation.mutateAsync(body)
      return { ok: true }
    } catch (error) {
      if (isConflict(error)) {
        replaceFailureNotice(error, error.message)
        void queryClient.invalidateQueries({ queryKey: rfqQueueKeys.requests(operator.id) })
        void refreshQueue()
        return { ok: false, error }
      }
      if (error instanceof ApiError && error.status === 400) {
        if (Object.keys(fieldMessages(error, fields)).length > 0) replaceFailureNotice(error, checkForm)
        return { ok: false, error }
      }
      // Anything else already raised its generic notice (lib/api.tsx); the form keeps its values.
      return { ok: false }
    }
  }

  return { run, busy: mutation.isPending }
}
