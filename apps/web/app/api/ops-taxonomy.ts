import type { Lang } from '@caravanserai/contracts/languages'
import {
  type NamesInput,
  OpsAttributeSchema,
  OpsAttributeValueSchema,
  OpsCategorySchema,
  OpsProductTypeSchema,
} from '@caravanserai/contracts/ops-taxonomy'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import type { ApiClient } from '../lib/api-client.ts'

/** The four levels of the catalogue's taxonomy, each with its own place under /ops/. */
export type TaxonKind = 'category' | 'productType' | 'attribute' | 'attributeValue'

const PATHS: Record<TaxonKind, string> = {
  category: '/ops/categories/',
  productType: '/ops/product-types/',
  attribute: '/ops/attributes/',
  attributeValue: '/ops/attribute-values/',
}

/** What each level answers a create or a rename with. */
const ANSWERS = {
  category: OpsCategorySchema,
  productType: OpsProductTypeSchema,
  attribute: OpsAttributeSchema,
  attributeValue: OpsAttributeValueSchema,
} satisfies Record<TaxonKind, z.ZodType>

/**
 * Query keys of the taxonomy page, under the console's prefix: keyed by the operator, and by the
 * language the lists name things in.
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

export const taxonomyCategoriesQuery = (api: ApiClient, userId: number, lang: Lang) =>
  queryOptions({
    queryKey: taxonomyKeys.categories(userId, lang),
    queryFn: ({ signal }) => api.get(PATHS.category, { schema: z.array(OpsCategorySchema), signal, lang }),
    staleTime: TAXONOMY_STALE_MS,
  })

export const taxonomyTypesQuery = (api: ApiClient, userId: number, lang: Lang, categoryId: number) =>
  queryOptions({
    queryKey: taxonomyKeys.types(userId, lang, categoryId),
    queryFn: ({ signal }) =>
      api.get(PATHS.productType, {
        schema: z.array(OpsProductTypeSchema),
        query: { category: categoryId },
        signal,
        lang,
      }),
    staleTime: TAXONOMY_STALE_MS,
  })

export const taxonomyAttributesQuery = (api: ApiClient, userId: number, lang: Lang, typeId: number) =>
  queryOptions({
    queryKey: taxonomyKeys.attributes(userId, lang, typeId),
    queryFn: ({ signal }) =>
      api.get(PATHS.attribute, {
        schema: z.array(OpsAttributeSchema),
        query: { product_type: typeId },
        signal,
        lang,
      }),
    staleTime: TAXONOMY_STALE_MS,
  })

/** What a write answers, whatever the level: its id and its name in the request language. */
export type TaxonAnswer = { id: number; name: string }

/** A value names itself `value`, every other level `name`. */
const answerOf = (row: { id: number; name: string } | { id: number; value: string }): TaxonAnswer => ({
  id: row.id,
  name: 'name' in row ? row.name : row.value,
})

/** Where a new thing of `kind` is posted, and what its body says besides its names. */
function placeOf(kind: TaxonKind, parentId: number | null): { path: string; body: object } {
  switch (kind) {
    case 'category':
      return { path: PATHS.category, body: {} }
    case 'productType':
      return { path: PATHS.productType, body: { category: parentId } }
    case 'attribute':
      return { path: PATHS.attribute, body: { product_type: parentId } }
    case 'attributeValue':
      return { path: `${PATHS.attribute}${parentId}/values/`, body: {} }
  }
}

/** Adds a thing of `kind` under `parentId` (none for a category). */
export async function createTaxon(
  api: ApiClient,
  lang: Lang,
  kind: TaxonKind,
  parentId: number | null,
  names: NamesInput,
): Promise<TaxonAnswer> {
  const { path, body } = placeOf(kind, parentId)
  return answerOf(await api.post(path, { ...body, names }, { schema: ANSWERS[kind], lang }))
}

/** A rename sends all four names: a language left blank loses its own (decision 013). */
export async function renameTaxon(
  api: ApiClient,
  lang: Lang,
  kind: TaxonKind,
  id: number,
  names: NamesInput,
): Promise<TaxonAnswer> {
  return answerOf(await api.patch(`${PATHS[kind]}${id}/`, { names }, { schema: ANSWERS[kind], lang }))
}

/** Refused with 409 and the server's reason while products use it; then nothing changes. */
export const deleteTaxon = (api: ApiClient, lang: Lang, kind: TaxonKind, id: number) =>
  api.delete(`${PATHS[kind]}${id}/`, { lang })
