import { DetailResponseSchema } from '@caravanserai/contracts/accounts'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  EraseCustomerResponseSchema,
  OpsCustomerListResponseSchema,
  OpsCustomerSchema,
  type OpsCustomersQuery,
} from '@caravanserai/contracts/ops-customers'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of the console's customers, under the console's prefix (keyed by the operator).
 * The customer's page names products in the page's language, so its key carries it.
 */
export const customersKeys = {
  all: (userId: number) => ['ops', userId, 'customers'] as const,
  lists: (userId: number) => ['ops', userId, 'customers', 'list'] as const,
  list: (userId: number, query: OpsCustomersQuery) => ['ops', userId, 'customers', 'list', query] as const,
  customer: (userId: number, lang: Lang, id: number) =>
    ['ops', userId, 'customers', 'one', id, lang] as const,
}

/** Buyers sign up and order all day; what an operator sees goes stale quickly. */
const CUSTOMERS_STALE_MS = 15_000

export const customersQuery = (api: ApiClient, userId: number, query: OpsCustomersQuery) =>
  queryOptions({
    queryKey: customersKeys.list(userId, query),
    queryFn: ({ signal }) =>
      api.get('/ops/customers/', { schema: OpsCustomerListResponseSchema, query, signal }),
    staleTime: CUSTOMERS_STALE_MS,
    placeholderData: keepPreviousData,
  })

export const customerQuery = (api: ApiClient, userId: number, lang: Lang, id: number) =>
  queryOptions({
    queryKey: customersKeys.customer(userId, lang, id),
    queryFn: ({ signal }) => api.get(`/ops/customers/${id}/`, { schema: OpsCustomerSchema, signal, lang }),
    staleTime: CUSTOMERS_STALE_MS,
  })

/** Deactivates the account (its sessions end at once) or reactivates it; answers the customer. */
export const setCustomerActive = (api: ApiClient, lang: Lang, id: number, active: boolean) =>
  api.post(`/ops/customers/${id}/${active ? 'reactivate' : 'deactivate'}/`, undefined, {
    schema: OpsCustomerSchema,
    lang,
  })

/** A new verification link to the customer, in their own language. */
export const resendCustomerVerification = (api: ApiClient, lang: Lang, id: number) =>
  api.post(`/ops/customers/${id}/verification/`, undefined, { schema: DetailResponseSchema, lang })

/** The customer's personal data as a JSON file (the call is recorded in the audit trail). */
export const exportCustomerData = (api: ApiClient, id: number) =>
  api.get(`/ops/customers/${id}/export/`, { blob: true, timeoutMs: 180_000 })

/** Erases the account once `confirmEmail` matches its address. */
export const eraseCustomer = (api: ApiClient, lang: Lang, id: number, confirmEmail: string) =>
  api.post(
    `/ops/customers/${id}/erase/`,
    { confirm_email: confirmEmail },
    { schema: EraseCustomerResponseSchema, lang },
  )
