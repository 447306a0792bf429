import type { Lang } from '@caravanserai/contracts/languages'
import { SupplierBriefSchema, SupplierSchema } from '@caravanserai/contracts/suppliers'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

/** Query keys of the suppliers' public pages; answers are translated, so keys carry the language. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (lang: Lang) => ['suppliers', 'list', lang] as const,
  detail: (lang: Lang, id: number) => ['suppliers', 'detail', lang, id] as const,
}

/** Suppliers with listed products, to name the one a list is narrowed to (docs/product.md#supplier-profiles). */
export const suppliersQuery = (api: ApiClient, lang: Lang, enabled: boolean) =>
  queryOptions({
    queryKey: supplierKeys.list(lang),
    queryFn: ({ signal }) => api.get('/suppliers/', { signal, lang, schema: z.array(SupplierBriefSchema) }),
    enabled,
  })

/** A supplier's public profile (docs/product.md#supplier-profiles): the same for every viewer. */
export const supplierQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: supplierKeys.detail(lang, id),
    queryFn: ({ signal }) => api.get(`/suppliers/${id}/`, { signal, lang, schema: SupplierSchema }),
  })
