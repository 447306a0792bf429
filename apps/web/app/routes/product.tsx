import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { HydrationBoundary, useQuery, useQueryClient } from '@tanstack/react-query'
import { data } from 'react-router'
import { destinationsQuery } from '../api/destinations.ts'
import { productKeys, productQuery } from '../api/products.ts'
import { LeadTime } from '../components/lead-time.tsx'
import { Seo, usePublicUrl } from '../components/seo.tsx'
import { galleryImages } from '../features/product/gallery-images.ts'
import { ProductNotFound, ProductPage, ProductSkeleton } from '../features/product/product-page.tsx'
import { ReviewSection } from '../features/shop/review-section.tsx'
import { useShopperActions } from '../features/shop/shopper-actions.ts'
import { browserApi, useApi } from '../lib/api.tsx'
import { ApiError } from '../lib/api-client.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { browserTranslations, usePageTranslations } from '../lib/page-translations.ts'
import { browserQueryClient } from '../lib/query-client.ts'
import { useRequireLogin } from '../lib/require-login.ts'
import { CLIENT_PAGE_DATA } from '../lib/route-data.ts'
import { idOf } from '../lib/route-params.ts'
import { breadcrumbLd, productLd } from '../lib/seo.ts'
import { prefetchPage } from '../lib/server-data.server.ts'
import { useLang } from '../lib/use-lang.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import { currentViewer, useViewer } from '../lib/viewer.ts'
import type { Route } from './+types/product'

/** A missing product is an HTTP 404 with the page's own not-found state (docs/product.md#product-page). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const id = idOf(params.productId)
  let missing = id === null
  const page = await prefetchPage(context, lang, async (queryClient, api) => {
    if (id === null) return {}
    try {
      await queryClient.fetchQuery(productQuery(api, lang, id, null))
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error
      missing = true
    }
    return {}
  })
  return data(
    { ...page, translations: serverTranslations(lang, 'product'), notFound: missing },
    { status: missing ? 404 : 200 },
  )
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const lang = requireLang(params)
  const id = idOf(params.productId)
  if (id !== null) {
    void browserQueryClient().prefetchQuery(productQuery(browserApi(), lang, id, currentViewer()))
  }
  return { ...CLIENT_PAGE_DATA, translations: await browserTranslations(lang, 'product') }
}

function ProductHead({ lang, product }: { lang: Lang; product: ProductDetail }) {
  const { t } = useTranslation('product')
  const publicUrl = usePublicUrl()
  const url = `${publicUrl}/${lang}/product/${product.id}`
  const images = galleryImages(product, product.product_variations[0]?.id)
  const description =
    product.description.length > 160 ? `${product.description.slice(0, 157).trimEnd()}…` : product.description
  return (
    <Seo
      lang={lang}
      type="product"
      title={`${product.name} | ${t('common:brand.name')}`}
      description={description || t('meta.description', { name: product.name })}
      path={`/product/${product.id}`}
      image={images[0]?.src}
      jsonLd={[
        productLd({
          url,
          name: product.name,
          description: product.description,
          images: images.map((i) => (i.src.startsWith('/') ? `${publicUrl}${i.src}` : i.src)),
          sku: String(product.product_variations[0]?.id ?? product.id),
          brand: product.producer?.name,
          category: product.category.name,
          price: product.product_variations[0]?.price ?? product.price,
          inStock: product.product_variations.some((v) => v.stock > 0),
          rating: product.rating,
          reviewCount: product.review_count,
        }),
        breadcrumbLd([
          { name: t('common:nav.home'), url: `${publicUrl}/${lang}` },
          { name: t('common:nav.products'), url: `${publicUrl}/${lang}/products` },
          {
            name: product.category.name,
            url: `${publicUrl}/${lang}/products?category=${product.category.id}`,
          },
          { name: product.name, url },
        ]),
      ]}
    />
  )
}

function ProductScreen({ lang, id, knownMissing }: { lang: Lang; id: number | null; knownMissing: boolean }) {
  const { t } = useTranslation('product')
  const api = useApi()
  const queryClient = useQueryClient()
  const actions = useShopperActions(lang, useRequireLogin(lang))
  const product = useQuery({
    ...productQuery(api, lang, id ?? 0, useViewer()),
    enabled: id !== null && !knownMissing,
  })
  // Checkout's first destination is the one a buyer gets unless they choose (docs/product.md#destinations).
  const destination = useQuery(destinationsQuery(api, lang)).data?.[0]
  if (id === null || knownMissing || product.isError) {
    return (
      <>
        <title>{`${t('notFound.title')} | ${t('common:brand.name')}`}</title>
        <meta name="robots" content="noindex" />
        <ProductNotFound lang={lang} />
      </>
    )
  }
  if (product.isPending) return <ProductSkeleton />
  return (
    <>
      <ProductHead lang={lang} product={product.data} />
      <ProductPage
        key={product.data.id}
        lang={lang}
        product={product.data}
        actions={actions}
        shipping={
          destination ? (
            <LeadTime lang={lang} days={destination.lead_days} destination={destination.name} />
          ) : null
        }
        reviewForm={
          <ReviewSection
            lang={lang}
            productId={product.data.id}
            // The new review shows in the tab and in the rating summary.
            onSaved={() => void queryClient.invalidateQueries({ queryKey: productKeys.all })}
          />
        }
      />
    </>
  )
}

export default function Product({ loaderData, params }: Route.ComponentProps) {
  const lang = useLang()
  usePageTranslations(lang, 'product', loaderData.translations)
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProductScreen
        lang={lang}
        id={idOf(params.productId)}
        knownMissing={'notFound' in loaderData && loaderData.notFound === true}
      />
    </HydrationBoundary>
  )
}
