import type { Lang } from '@caravanserai/contracts/languages'
import { OPS_PRODUCERS_PAGE_SIZE, OpsProducerListResponseSchema } from '@caravanserai/contracts/ops-catalog'
import {
  OpsSupplierSchema,
  type SupplierBody,
  SupplierCertificateSchema,
} from '@caravanserai/contracts/suppliers'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../lib/api-client.ts'
import type { ListFilters } from '../console/list-params.ts'

export type SupplierFilters = ListFilters<never>

/**
 * Query keys of the console's supplier pages, under the console's prefix (keyed by the operator).
 * Profiles come in every language at once, so the keys carry none.
 */
export const supplierAdminKeys = {
  lists: (userId: number) => ['ops', userId, 'suppliers', 'list'] as const,
  list: (userId: number, filters: SupplierFilters) => ['ops', userId, 'suppliers', 'list', filters] as const,
  detail: (userId: number, id: number) => ['ops', userId, 'suppliers', id] as const,
}

/** Other operators edit the same suppliers. */
const STALE_MS = 15_000

export const supplierAdminListQuery = (api: ApiClient, userId: number, filters: SupplierFilters) =>
  queryOptions({
    queryKey: supplierAdminKeys.list(userId, filters),
    queryFn: ({ signal }) =>
      api.get('/ops/producers/', {
        schema: OpsProducerListResponseSchema,
        query: {
          search: filters.search || undefined,
          page: filters.page,
          page_size: OPS_PRODUCERS_PAGE_SIZE,
        },
        signal,
      }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  })

export const supplierAdminQuery = (api: ApiClient, userId: number, id: number) =>
  queryOptions({
    queryKey: supplierAdminKeys.detail(userId, id),
    queryFn: ({ signal }) => api.get(`/ops/suppliers/${id}/`, { schema: OpsSupplierSchema, signal }),
    staleTime: STALE_MS,
  })

/** The whole profile; field errors come back for the form to show (quiet). */
export const saveSupplier = (api: ApiClient, lang: Lang, id: number, body: SupplierBody) =>
  api.put(`/ops/suppliers/${id}/`, body, { schema: OpsSupplierSchema, lang, quiet: true })

/**
 * A certificate's file with its name and last valid day, sent before the file (the API reads the
 * fields that come ahead of it). Refusals are the form's to explain (quiet).
 */
export function uploadCertificate(
  api: ApiClient,
  lang: Lang,
  id: number,
  certificate: { name: string; validUntil: string; file: File },
) {
  const form = new FormData()
  form.append('name', certificate.name)
  if (certificate.validUntil) form.append('valid_until', certificate.validUntil)
  form.append('file', certificate.file)
  return api.post(`/ops/suppliers/${id}/certificates/`, form, {
    schema: SupplierCertificateSchema,
    lang,
    quiet: true,
    timeoutMs: 120_000,
  })
}

export const deleteCertificate = (api: ApiClient, lang: Lang, id: number, certificateId: number) =>
  api.delete(`/ops/suppliers/${id}/certificates/${certificateId}/`, { lang })
