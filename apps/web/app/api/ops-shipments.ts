import type { Lang } from '@caravanserai/contracts/languages'
import {
  type CreateShipmentInput,
  MilestoneImportResultSchema,
  type OpsShipmentListQuery,
  OpsShipmentListSchema,
  type RecordMilestoneInput,
} from '@caravanserai/contracts/ops-shipments'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of the console's shipments view (docs/product.md#shipments), under the console's
 * prefix: keyed by the operator, and by language since destinations are named in it.
 */
export const opsShipmentKeys = {
  all: (userId: number) => ['ops', userId, 'shipments'] as const,
  list: (userId: number, lang: Lang, query: OpsShipmentListQuery) =>
    ['ops', userId, 'shipments', lang, query] as const,
}

/** Shipments move as milestones are recorded by several operators: what they see goes stale quickly. */
const SHIPMENTS_STALE_MS = 15_000

/** GET /ops/shipments/: one view (in transit, late, …), a destination and a search, paged. */
export const opsShipmentsQuery = (api: ApiClient, userId: number, lang: Lang, query: OpsShipmentListQuery) =>
  queryOptions({
    queryKey: opsShipmentKeys.list(userId, lang, query),
    queryFn: ({ signal }) =>
      api.get('/ops/shipments/', { schema: OpsShipmentListSchema, query, signal, lang }),
    staleTime: SHIPMENTS_STALE_MS,
    placeholderData: keepPreviousData,
  })

/**
 * POST /ops/orders/{id}/shipments/: goods of the order leave with a tracking number. The order is
 * read again afterwards (its shipments, its status), so the answer is not read here.
 */
export const createShipment = (api: ApiClient, lang: Lang, orderId: number, body: CreateShipmentInput) =>
  api.post(`/ops/orders/${orderId}/shipments/`, body, { lang })

/** POST /ops/shipments/{id}/milestones/: one event of a shipment; its order is read again afterwards. */
export const recordMilestone = (api: ApiClient, lang: Lang, shipmentId: number, body: RecordMilestoneInput) =>
  api.post(`/ops/shipments/${shipmentId}/milestones/`, body, { lang })

/**
 * POST /ops/shipments/milestones/import/: a CSV of milestones, sent as its text (text/csv), all
 * or nothing. A refusal (422) carries every refused line; the caller shows them, not a toast.
 */
export const importMilestones = (api: ApiClient, lang: Lang, csv: Blob) =>
  api.post('/ops/shipments/milestones/import/', new Blob([csv], { type: 'text/csv' }), {
    schema: MilestoneImportResultSchema,
    lang,
    quiet: true,
    timeoutMs: 120_000,
  })
