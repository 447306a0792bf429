import type { Lang } from '@caravanserai/contracts/languages'
import {
  type AlertSettingsBody,
  AlertSettingsSchema,
  WaitingNowSchema,
} from '@caravanserai/contracts/ops-alerts'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/** Query keys of the staff member's own alerts, under the console's prefix (keyed by the person). */
export const alertKeys = {
  settings: (userId: number) => ['ops', userId, 'alerts'] as const,
  waiting: (userId: number) => ['ops', userId, 'waiting'] as const,
}

/** How the signed-in staff member hears of each kind, and the UTC hour digests go out. */
export const alertSettingsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: alertKeys.settings(userId),
    queryFn: ({ signal }) => api.get('/ops/me/alerts/', { schema: AlertSettingsSchema, signal }),
    staleTime: 60_000,
  })

/** A choice for every kind; answers the settings as saved. */
export const saveAlertSettings = (api: ApiClient, lang: Lang, body: AlertSettingsBody) =>
  api.put('/ops/me/alerts/', body, { schema: AlertSettingsSchema, lang })

/** What waits for the operators now, by kind; several operators work it, so it goes stale fast. */
export const waitingNowQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: alertKeys.waiting(userId),
    queryFn: ({ signal }) => api.get('/ops/me/waiting/', { schema: WaitingNowSchema, signal }),
    staleTime: 15_000,
  })
