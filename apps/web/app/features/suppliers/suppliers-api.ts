import type { Lang } from '@caravanserai/contracts/languages'
import { SupplierSchema } from '@caravanserai/contracts/suppliers'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../lib/api-client.ts'

/** Query keys of supplier pages; answers are translated, so keys carry the language. */
export const supplierKeys = {
  all: ['supplier'] as const,
  detail: (lang: Lang, id: number) => ['supplier', lang, id] as const,
}

/** A supplier's public profile (docs/product.md#supplier-profiles): the same for every viewer. */
export const supplierQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: supplierKeys.detail(lang, id),
    queryFn: ({ signal }) => api.get(`/suppliers/${id}/`, { signal, lang, schema: SupplierSchema }),
  })

/** A supplier id from the URL: a positive whole number, else null (the page is then not found). */
export function supplierIdOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null
}
