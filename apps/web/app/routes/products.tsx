import type { Lang } from '@caravanserai/contracts/languages'
import { HydrationBoundary, type QueryClient, useQuery } from '@tanstack/react-query'
import { type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router'
import { attributesQuery } from '../api/attributes.ts'
import { categoriesQuery } from '../api/categories.ts'
import { productTypesQuery } from '../api/product-types.ts'
import { productListQuery } from '../api/products.ts'
import { Seo, usePublicUrl } from '../components/seo.tsx'
import { CatalogPage } from '../features/catalog/catalog-page.tsx'
import {
  chipsOf,
  type FilterState,
  filtersFromParams,
  filtersToParams,
  listQueryOf,
} from '../features/catalog/filter-state.ts'
import { useShopperActions } from '../features/shop/shopper-actions.ts'
import { browserApi, useApi } from '../lib/api.tsx'
import type { ApiClient } from '../lib/api-client.ts'
import { requireLang } from '../lib/lang-param.ts'
import { browserQueryClient } from '../lib/query-client.ts'
import { useRequireLogin } from '../lib/require-login.ts'
import { CLIENT_PAGE_DATA } from '../lib/route-data.ts'
import { breadcrumbLd } from '../lib/seo.ts'
import { prefetchPage } from '../lib/server-data.server.ts'
import { useLang } from '../lib/use-lang.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import { currentViewer, type Viewer } from '../lib/viewer.ts'
import type { Route } from './+types/products'

function prefetchCatalog(
  queryClient: QueryClient,
  api: ApiClient,
  lang: Lang,
  filters: FilterState,
  viewer: Viewer,
) {
  return Promise.all([
    queryClient.prefetchQuery(productListQuery(api, lang, listQueryOf(filters), viewer)),
    queryClient.prefetchQuery(categoriesQuery(api, lang)),
    filters.category ? queryClient.prefetchQuery(productTypesQuery(api, lang, filters.category)) : null,
    filters.productType ? queryClient.prefetchQuery(attributesQuery(api, lang, filters.productType)) : null,
  ])
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const filters = filtersFromParams(new URL(request.url).searchParams)
  return prefetchPage(context, lang, async (queryClient, api) => {
    await prefetchCatalog(queryClient, api, lang, filters, null)
    return {}
  })
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const lang = requireLang(params)
  void prefetchCatalog(
    browserQueryClient(),
    browserApi(),
    lang,
    filtersFromParams(new URL(request.url).searchParams),
    currentViewer(),
  )
  return CLIENT_PAGE_DATA
}

/** Filter changes are the page's own state (it fetches what it needs); only a new path reloads. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate
}

/** Title, description, canonical and breadcrumbs of the catalogue for its current filters. */
function CatalogHead({ lang }: { lang: Lang }) {
  const { t } = useTranslation('catalog')
  const [searchParams] = useSearchParams()
  const publicUrl = usePublicUrl()
  const filters = filtersFromParams(searchParams)
  const categories = useQuery({ ...categoriesQuery(useApi(), lang), enabled: false })
  const category = categories.data?.find((c) => String(c.id) === filters.category)?.name
  const query = filtersToParams(filters).toString()
  const heading = category ? t('meta.categoryTitle', { category }) : t('title')
  const title = filters.search ? t('meta.searchTitle', { search: filters.search }) : heading
  // Search, price and attribute combinations are endless and thin: followed, not indexed.
  const narrow = chipsOf(filters).some((c) => c.kind !== 'category' && c.kind !== 'productType')
  return (
    <Seo
      lang={lang}
      title={`${title} | ${t('common:brand.name')}`}
      description={t('meta.description')}
      path={`/products${query ? `?${query}` : ''}`}
      noindex={narrow}
      jsonLd={[
        breadcrumbLd([
          { name: t('common:nav.home'), url: `${publicUrl}/${lang}` },
          { name: t('title'), url: `${publicUrl}/${lang}/products` },
        ]),
      ]}
    />
  )
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const lang = useLang()
  const actions = useShopperActions(lang, useRequireLogin(lang))
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CatalogHead lang={lang} />
      <CatalogPage lang={lang} actions={actions} />
    </HydrationBoundary>
  )
}
