import type { Lang } from '@caravanserai/contracts/languages'
import { OpsSupplierSchema, type SupplierBody } from '@caravanserai/contracts/ops-suppliers'
import { SupplierCertificateSchema } from '@caravanserai/contracts/suppliers'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../lib/api-client.ts'

/**
 * Query keys of the console's supplier profiles, under the console's prefix (keyed by the
 * operator). Profiles come in every language at once, so the keys carry none. Their list is the
 * producers' (ops-producers.ts).
 */
export const supplierAdminKeys = {
  all: (userId: number) => ['ops', userId, 'suppliers'] as const,
  detail: (userId: number, id: number) => ['ops', userId, 'suppliers', id] as const,
}

/** Other operators edit the same suppliers. */
const STALE_MS = 15_000

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
