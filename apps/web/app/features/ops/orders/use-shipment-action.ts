import type { Lang } from '@caravanserai/contracts/languages'
import type { CreateShipmentInput, RecordMilestoneInput } from '@caravanserai/contracts/ops-shipments'
import { useQueryClient } from '@tanstack/react-query'
import { orderQueueKeys } from '../../../api/ops-orders.ts'
import { createShipment, opsShipmentKeys, recordMilestone } from '../../../api/ops-shipments.ts'
import { useApi } from '../../../lib/api.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { useOperator } from '../console/ops-context.ts'
import { useConsoleAction } from '../console/use-console-action.ts'

/** Reads again what a shipment or a milestone changes: the order, the queue and the shipments view. */
function useRefreshAfterShipment(orderId: number) {
  const operator = useOperator()
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderQueueKeys.orderAll(operator.id, orderId) }),
      queryClient.invalidateQueries({ queryKey: orderQueueKeys.queues(operator.id) }),
      queryClient.invalidateQueries({ queryKey: orderQueueKeys.allCounts(operator.id) }),
      queryClient.invalidateQueries({ queryKey: opsShipmentKeys.all(operator.id) }),
    ])
}

const SHIPMENT_FIELDS = ['tracking_number', 'carrier', 'dispatched_on', 'place', 'note', 'payment_override']

/**
 * Sends a new shipment of the order (docs/decisions/060-shipment-milestones.md). Success holds the
 * outcome back until the order is read again, so the form starts from what now remains; a 409
 * (nothing left, the reason for an unpaid order) reads it again too.
 */
export function useShipmentAction(lang: Lang, orderId: number) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const refresh = useRefreshAfterShipment(orderId)
  return useConsoleAction({
    send: (body: CreateShipmentInput) => createShipment(api, lang, orderId, body),
    onSuccess: refresh,
    onConflict: () => void refresh(),
    fields: SHIPMENT_FIELDS,
    checkForm: t('fields.checkForm'),
    everyBadRequest: true,
  })
}

const MILESTONE_FIELDS = ['kind', 'occurred_on', 'place', 'note', 'delay_days']

/** Records the next milestone of one of the order's shipments, then reads the order again. */
export function useMilestoneAction(lang: Lang, orderId: number, shipmentId: number) {
  const { t } = useTranslation('ops')
  const api = useApi()
  const refresh = useRefreshAfterShipment(orderId)
  return useConsoleAction({
    send: (body: RecordMilestoneInput) => recordMilestone(api, lang, shipmentId, body),
    onSuccess: refresh,
    onConflict: () => void refresh(),
    fields: MILESTONE_FIELDS,
    checkForm: t('fields.checkForm'),
  })
}
