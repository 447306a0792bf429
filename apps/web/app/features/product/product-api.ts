import { type ProductDetail, ProductDetailSchema } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../lib/api-client.ts'
import { type Viewer, visitorAnswer } from '../../lib/viewer.ts'

/** The viewer is in the key: the wishlist mark is the signed-in buyer's own. */
export const productKeys = {
  all: ['product'] as const,
  detail: (lang: Lang, id: number, viewer: Viewer) => ['product', lang, id, viewer] as const,
}

export const productQuery = (api: ApiClient, lang: Lang, id: number, viewer: Viewer) =>
  queryOptions({
    queryKey: productKeys.detail(lang, id, viewer),
    queryFn: ({ signal }) => api.get(`/products/${id}/`, { signal, lang, schema: ProductDetailSchema }),
    placeholderData: visitorAnswer<ProductDetail, ReturnType<typeof productKeys.detail>>(
      viewer,
      productKeys.detail(lang, id, null),
    ),
  })

/** A product id from the URL: a positive whole number, else null (the page is then not found). */
export function productIdOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null
}
