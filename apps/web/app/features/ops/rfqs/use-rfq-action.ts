import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { useQueryClient } from '@tanstack/react-query'
import { rfqQueueKeys } from '../../../api/ops-rfqs.ts'
import { useApi } from '../../../lib/api.tsx'
import type { ApiClient } from '../../../lib/api-client.ts'
import { useOperator } from '../console/ops-context.ts'
import { useConsoleAction } from '../console/use-console-action.ts'

/**
 * Runs an operator's step on a request (offer, decline). Success puts the answer in the cache and
 * marks the queue stale. A 409 (the buyer withdrew or accepted, another operator declined) reads
 * the request and the queue again; the form hears of it and of any 400, to put under its fields
 * what it names (features/ops/console/use-console-action.ts).
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

  return useConsoleAction({
    send: (body: B) => send(api, lang, rfqId, body),
    onSuccess: (rfq) => {
      queryClient.setQueryData(rfqQueueKeys.request(operator.id, lang, rfqId), rfq)
      void refreshQueue()
    },
    onConflict: () => {
      void queryClient.invalidateQueries({ queryKey: rfqQueueKeys.requests(operator.id) })
      void refreshQueue()
    },
    fields,
    checkForm,
    everyBadRequest: true,
  })
}
