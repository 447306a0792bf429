import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../lib/api-client.ts'

export const productKeys = {
  all: ['product'] as const,
  detail: (lang: Lang, id: number) => ['product', lang, id] as const,
}

export const productQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: productKeys.detail(lang, id),
    queryFn: ({ signal }) => api.get<ProductDetail>(`/products/${id}/`, { signal, lang }),
  })

/** A product id from the URL: a positive whole number, else null (the page is then not found). */
export function productIdOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null
}
