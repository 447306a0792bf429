import type { Lang } from '@caravanserai/contracts/languages'
import type {
  NamesInput,
  OpsAttribute,
  OpsAttributeValue,
  OpsCategory,
  OpsProductType,
} from '@caravanserai/contracts/ops-taxonomy'
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../lib/api-client.ts'

/** The four levels of the catalogue's taxonomy, each with its own place under /ops/. */
export type TaxonKind = 'category' | 'productType' | 'attribute' | 'attributeValue'

const PATHS: Record<TaxonKind, string> = {
  category: '/ops/categories/',
  productType: '/ops/product-types/',
  attribute: '/ops/attributes/',
  attributeValue: '/ops/attribute-values/',
}

/**
 * Query keys of the taxonomy page, under the console's (ops-queries.ts): keyed by the operator,
 * and by the language the lists name things in.
 */
export const taxonomyKeys = {
  all: (userId: number) => ['ops', userId, 'taxonomy'] as const,
  categories: (userId: number, lang: Lang) => ['ops', userId, 'taxonomy', 'categories', lang] as const,
  types: (userId: number, lang: Lang, categoryId: number) =>
    ['ops', userId, 'taxonomy', 'types', categoryId, lang] as const,
  attributes: (userId: number, lang: Lang, typeId: number) =>
    ['ops', userId, 'taxonomy', 'attributes', typeId, lang] as const,
}

/** Other operators rarely change the taxonomy; a write here refetches what it touched. */
const TAXONOMY_STALE_MS = 60_000

export const categoriesQuery = (api: ApiClient, userId: number, lang: Lang) =>
  queryOptions({
    queryKey: taxonomyKeys.categories(userId, lang),
    queryFn: ({ signal }) => api.get<OpsCategory[]>('/ops/categories/', { signal, lang }),
    staleTime: TAXONOMY_STALE_MS,
  })

export const productTypesQuery = (api: ApiClient, userId: number, lang: Lang, categoryId: number) =>
  queryOptions({
    queryKey: taxonomyKeys.types(userId, lang, categoryId),
    queryFn: ({ signal }) =>
      api.get<OpsProductType[]>('/ops/product-types/', { query: { category: categoryId }, signal, lang }),
    staleTime: TAXONOMY_STALE_MS,
  })

export const attributesQuery = (api: ApiClient, userId: number, lang: Lang, typeId: number) =>
  queryOptions({
    queryKey: taxonomyKeys.attributes(userId, lang, typeId),
    queryFn: ({ signal }) =>
      api.get<OpsAttribute[]>('/ops/attributes/', { query: { product_type: typeId }, signal, lang }),
    staleTime: TAXONOMY_STALE_MS,
  })

/** What a write answers, whatever the level: its id and its name in the request language. */
export type TaxonAnswer = { id: number; name: string }

/** A value names itself `value`, every other level `name`. */
const answerOf = (row: { id: number; name?: string; value?: string }): TaxonAnswer => ({
  id: row.id,
  name: row.name ?? row.value ?? '',
})

/** Adds a thing of `kind` under `parentId` (none for a category). */
export async function createTaxon(
  api: ApiClient,
  lang: Lang,
  kind: TaxonKind,
  parentId: number | null,
  names: NamesInput,
): Promise<TaxonAnswer> {
  const post = <T extends { id: number }>(path: string, body: object) =>
    api.post<T>(path, { ...body, names }, { lang })
  switch (kind) {
    case 'category':
      return answerOf(await post<OpsCategory>(PATHS.category, {}))
    case 'productType':
      return answerOf(await post<OpsProductType>(PATHS.productType, { category: parentId }))
    case 'attribute':
      return answerOf(await post<OpsAttribute>(PATHS.attribute, { product_type: parentId }))
    case 'attributeValue':
      return answerOf(await post<OpsAttributeValue>(`${PATHS.attribute}${parentId}/values/`, {}))
  }
}

/** A rename sends all four names: a language left blank loses its own (decision 013). */
export async function renameTaxon(
  api: ApiClient,
  lang: Lang,
  kind: TaxonKind,
  id: number,
  names: NamesInput,
): Promise<TaxonAnswer> {
  return answerOf(
    await api.patch<{ id: number; name?: string; value?: string }>(
      `${PATHS[kind]}${id}/`,
      { names },
      { lang },
    ),
  )
}

/** Refused with 409 and the server's reason while products use it; then nothing changes. */
export const deleteTaxon = (api: ApiClient, lang: Lang, kind: TaxonKind, id: number) =>
  api.delete<unknown>(`${PATHS[kind]}${id}/`, { lang })
