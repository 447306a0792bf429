import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import { useQueryClient } from '@tanstack/react-query'
import { opsEscrowKeys } from '../../../api/ops-escrow.ts'
import { orderQueueKeys } from '../../../api/ops-orders.ts'
import { useApi } from '../../../lib/api.tsx'
import type { ApiClient } from '../../../lib/api-client.ts'
import { useOperator } from '../console/ops-context.ts'
import { useConsoleAction } from '../console/use-console-action.ts'

/**
 * Runs an operator action (quote, ship, cancel) on an order. Success puts the answer in the cache
 * and marks the payment, the escrow, the queue and its counts stale. A 409 (someone else acted first, the
 * seller's details are missing) reloads the order to show where it stands; the form hears of it
 * and of a 400 naming its fields (features/ops/console/use-console-action.ts).
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

  function refreshLists() {
    void queryClient.invalidateQueries({ queryKey: orderQueueKeys.queues(operator.id) })
    void queryClient.invalidateQueries({ queryKey: orderQueueKeys.allCounts(operator.id) })
  }

  return useConsoleAction({
    send: (body: B) => send(api, lang, orderId, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueueKeys.order(operator.id, lang, orderId), order)
      // A quote changes what is due; the payment panel reads it again. A cancellation makes the
      // money received owed back: the escrow, its refund form and the cancellation notice too.
      void queryClient.invalidateQueries({ queryKey: orderQueueKeys.payment(operator.id, orderId) })
      void queryClient.invalidateQueries({ queryKey: opsEscrowKeys.order(operator.id, orderId) })
      refreshLists()
    },
    onConflict: () => {
      void queryClient.invalidateQueries({ queryKey: orderQueueKeys.orders(operator.id) })
      refreshLists()
    },
    fields,
    checkForm,
  })
}
