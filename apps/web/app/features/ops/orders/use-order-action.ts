import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../../lib/api.tsx'
import { type ApiClient, ApiError } from '../../../lib/api-client.ts'
import { fieldMessages } from '../../../lib/form-errors.ts'
import { isConflict, replaceFailureNotice } from '../console/api-notice.ts'
import { useOperator } from '../console/ops-context.ts'
import { orderQueueKeys } from './order-queue-api.ts'

/** How an order action ended, for the form that started it. */
export type ActionOutcome = { ok: true } | { ok: false; error?: ApiError }

/**
 * Runs an operator action (quote, ship) on an order. Success puts the answer in the cache and
 * marks the payment, the queue and its counts stale. A 409 means the order cannot take the step
 * now (someone else acted first, the seller's details are missing): the server's reason replaces
 * the generic notice, the order is reloaded to show where it stands, and the error goes back to
 * the form, which may say more. A 400 that names the form's fields hands its error back, for the
 * form to map onto its fields.
 */
export function useOrderAction<B, F extends string>(
  lang: Lang,
  orderId: number,
  send: (api: ApiClient, lang: Lang, orderId: number, body: B) => Promise<OpsOrder>,
  fields: readonly F[],
  checkForm: string,
) {
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (body: B) => send(api, lang, orderId, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueueKeys.order(operator.id, lang, orderId), order)
      // A quote changes what is due; the payment panel reads it again.
      void queryClient.invalidateQueries({ queryKey: orderQueueKeys.payment(operator.id, orderId) })
      refreshLists()
    },
  })

  function refreshLists() {
    void queryClient.invalidateQueries({ queryKey: orderQueueKeys.queues(operator.id) })
    void queryClient.invalidateQueries({ queryKey: orderQueueKeys.allCounts(operator.id) })
  }

  async function run(body: B): Promise<ActionOutcome> {
    try {
      await mutation.mutateAsync(body)
      return { ok: true }
    } catch (error) {
      if (isConflict(error)) {
        replaceFailureNotice(error, error.message)
        void queryClient.invalidateQueries({ queryKey: orderQueueKeys.orders(operator.id) })
        refreshLists()
        return { ok: false, error }
      }
      if (error instanceof ApiError && error.status === 400) {
        if (Object.keys(fieldMessages(error, fields)).length > 0) {
          replaceFailureNotice(error, checkForm)
          return { ok: false, error }
        }
      }
      // Anything else already raised its generic notice (lib/api.tsx); the form keeps its values.
      return { ok: false }
    }
  }

  return { run, busy: mutation.isPending }
}
