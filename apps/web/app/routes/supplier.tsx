import type { Lang } from '@caravanserai/contracts/languages'
import type { Supplier } from '@caravanserai/contracts/suppliers'
import { HydrationBoundary, useQuery } from '@tanstack/react-query'
import { data } from 'react-router'
import type { ProductListQuery } from '../api/products.ts'
import { productListQuery } from '../api/products.ts'
import { supplierQuery } from '../api/suppliers.ts'
import { Seo, usePublicUrl } from '../components/seo.tsx'
import { LoadFailure } from '../components/ui/load-failure.tsx'
import { ProductGrid, ProductGridSkeleton } from '../features/catalog/product-grid.tsx'
import { useShopperActions } from '../features/shop/shopper-actions.ts'
import { placeOf } from '../features/suppliers/supplier-facts.ts'
import { supplierLd } from '../features/suppliers/supplier-ld.ts'
import { SupplierNotFound, SupplierPage, SupplierSkeleton } from '../features/suppliers/supplier-page.tsx'
import { useApi } from '../lib/api.tsx'
import { ApiError } from '../lib/api-client.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import { useRequireLogin } from '../lib/require-login.ts'
import { idOf } from '../lib/route-params.ts'
import { breadcrumbLd } from '../lib/seo.ts'
import { prefetchPage } from '../lib/server-data.server.ts'
import { useLang } from '../lib/use-lang.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import { useViewer } from '../lib/viewer.ts'
import type { Route } from './+types/supplier'

/** The supplier's most popular cards; the page links to the catalogue filtered to it for the rest. */
const productsOf = (id: number): ProductListQuery => ({
  page: 1,
  page_size: 8,
  order_by: 'popularity',
  producer: String(id),
})

/** A missing supplier is an HTTP 404 with the page's own not-found state (docs/product.md#supplier-profiles). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const id = idOf(params.supplierId)
  let missing = id === null
  const page = await prefetchPage(context, lang, async (queryClient, api) => {
    if (id === null) return {}
    try {
      await Promise.all([
        queryClient.fetchQuery(supplierQuery(api, lang, id)),
        queryClient.prefetchQuery(productListQuery(api, lang, productsOf(id), null)),
      ])
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error
      missing = true
    }
    return {}
  })
  return data(
    { ...page, translations: serverTranslations(lang, 'suppliers'), notFound: missing },
    { status: missing ? 404 : 200 },
  )
}

function SupplierHead({ lang, supplier }: { lang: Lang; supplier: Supplier }) {
  const { t } = useTranslation('suppliers')
  const publicUrl = usePublicUrl()
  const path = `/suppliers/${supplier.id}`
  const url = `${publicUrl}/${lang}${path}`
  const place = placeOf(lang, supplier.city, supplier.province)
  const title = place
    ? t('meta.title', { name: supplier.name, place })
    : t('meta.titleNoPlace', { name: supplier.name })
  const about = supplier.about.replace(/\s+/g, ' ').trim()
  return (
    <Seo
      lang={lang}
      title={`${title} | ${t('common:brand.name')}`}
      description={
        about
          ? about.length > 160
            ? `${about.slice(0, 157).trimEnd()}…`
            : about
          : t('meta.description', { name: supplier.name })
      }
      path={path}
      jsonLd={[
        supplierLd(supplier, url),
        breadcrumbLd([
          { name: t('common:nav.home'), url: `${publicUrl}/${lang}` },
          { name: t('common:nav.products'), url: `${publicUrl}/${lang}/products` },
          { name: supplier.name, url },
        ]),
      ]}
    />
  )
}

/** The supplier's cards, as the catalogue draws them, with the buyer's wishlist marks. */
function SupplierProducts({ lang, id }: { lang: Lang; id: number }) {
  const { t } = useTranslation('catalog')
  const actions = useShopperActions(lang, useRequireLogin(lang))
  const list = useQuery(productListQuery(useApi(), lang, productsOf(id), useViewer()))
  if (list.isPending) return <ProductGridSkeleton columns={4} />
  if (list.isError)
    return (
      <LoadFailure
        heading="p"
        title={t('list.errorTitle')}
        text={t('list.errorHint')}
        detail={list.error.message}
        retry={t('list.retry')}
        onRetry={() => void list.refetch()}
      />
    )
  return <ProductGrid products={list.data.results} lang={lang} columns={4} actions={actions} />
}

function SupplierScreen({
  lang,
  id,
  knownMissing,
}: {
  lang: Lang
  id: number | null
  knownMissing: boolean
}) {
  const { t } = useTranslation('suppliers')
  const supplier = useQuery({
    ...supplierQuery(useApi(), lang, id ?? 0),
    enabled: id !== null && !knownMissing,
  })
  if (id === null || knownMissing || supplier.isError) {
    return (
      <>
        <title>{`${t('meta.notFound')} | ${t('common:brand.name')}`}</title>
        <meta name="robots" content="noindex" />
        <SupplierNotFound lang={lang} />
      </>
    )
  }
  if (supplier.isPending) return <SupplierSkeleton />
  return (
    <>
      <SupplierHead lang={lang} supplier={supplier.data} />
      <SupplierPage
        lang={lang}
        supplier={supplier.data}
        products={<SupplierProducts lang={lang} id={supplier.data.id} />}
      />
    </>
  )
}

/** /{lang}/suppliers/{id} (docs/product.md#supplier-profiles). */
export default function SupplierRoute({ loaderData, params }: Route.ComponentProps) {
  const lang = useLang()
  usePageTranslations(lang, 'suppliers', loaderData.translations)
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SupplierScreen lang={lang} id={idOf(params.supplierId)} knownMissing={loaderData.notFound === true} />
    </HydrationBoundary>
  )
}
