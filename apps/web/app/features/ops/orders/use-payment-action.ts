import type { Lang } from '@caravanserai/contracts/languages'
import type { OrderPayment } from '@caravanserai/contracts/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../../lib/api.tsx'
import { type ApiClient, ApiError } from '../../../lib/api-client.ts'
import { fieldMessages } from '../../../lib/form-errors.ts'
import { isConflict, replaceFailureNotice } from '../console/api-notice.ts'
import { useOperator } from '../console/ops-context.ts'
import { orderQueueKeys } from './order-queue-api.ts'
import type { ActionOutcome } from './use-order-action.ts'

/**
 * Runs an operator's payment step on an order (record money received, send a confirmation back).
 * Either way the order and its payment are read again, and the queue and its counts marked stale
 * (the payment state shows there): on success before the form hears of it, so it finds the new
 * state on screen; on a 409 (already paid, more than due, a confirmation answered meanwhile) after
 * the server's reason replaces the generic notice. A 400 naming the form's fields comes back for
 * the form to map.
 */
export function usePaymentAction<B, F extends string>(
  lang: Lang,
  orderId: number,
  send: (api: ApiClient, lang: Lang, orderId: number, body: B) => Promise<OrderPayment>,
  fields: readonly F[],
  checkForm: string,
) {
  const api = useApi()
  const operator = useOperator()
  const queryClient = useQueryClient()

  function refresh() {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: orderQueueKeys.orderAll(operator.id, orderId) }),
      queryClient.invalidateQueries({ queryKey: orderQueueKeys.queues(operator.id) }),
      queryClient.invalidateQueries({ queryKey: orderQueueKeys.allCounts(operator.id) }),
    ])
  }

  const mutation = useMutation({
    mutationFn: (body: B) => send(api, lang, orderId, body),
    onSuccess: (payment) => {
      queryClient.setQueryData(orderQueueKeys.payment(operator.id, orderId), payment)
      return refresh()
    },
  })

  async function run(body: B): Promise<ActionOutcome> {
    try {
      await mutation.mutateAsync(body)
      return { ok: true }
    } catch (error) {
      if (isConflict(error)) {
        replaceFailureNotice(error, error.message)
        void refresh()
        return { ok: false, error }
      }
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        Object.keys(fieldMessages(error, fields)).length
      ) {
        replaceFailureNotice(error, checkForm)
        return { ok: false, error }
      }
      // Anything else already raised its generic notice (lib/api.tsx); the form keeps its values.
      return { ok: false }
    }
  }

  return { run, busy: mutation.isPending }
}
