import type { Lang } from '@caravanserai/contracts/languages'
import type { OrderPayment } from '@caravanserai/contracts/payments'
import { useQueryClient } from '@tanstack/react-query'
import { orderQueueKeys } from '../../../api/ops-orders.ts'
import { useApi } from '../../../lib/api.tsx'
import type { ApiClient } from '../../../lib/api-client.ts'
import { useOperator } from '../console/ops-context.ts'
import { useConsoleAction } from '../console/use-console-action.ts'

/**
 * Runs an operator's payment step on an order (record money received, send a confirmation back).
 * Either way the order and its payment are read again, and the queue and its counts marked stale
 * (the payment state shows there): on success before the form hears of it, so it finds the new
 * state on screen; on a 409 (already paid, more than due, a confirmation answered meanwhile) after
 * the server's reason replaces the generic notice (features/ops/console/use-console-action.ts).
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

  return useConsoleAction({
    send: (body: B) => send(api, lang, orderId, body),
    onSuccess: (payment) => {
      queryClient.setQueryData(orderQueueKeys.payment(operator.id, orderId), payment)
      return refresh()
    },
    onConflict: () => void refresh(),
    fields,
    checkForm,
  })
}
