import type { Lang } from '@caravanserai/contracts/languages'
import { HydrationBoundary, type QueryClient, useQuery } from '@tanstack/react-query'
import { destinationsQuery } from '../api/destinations.ts'
import { productListQuery } from '../api/products.ts'
import { Seo, usePublicUrl } from '../components/seo.tsx'
import { ProductCard } from '../features/catalog/product-card.tsx'
import { About } from '../features/home/about.tsx'
import { DestinationsSection } from '../features/home/destinations-section.tsx'
import { FEATURED_QUERY, FeaturedSection } from '../features/home/featured-section.tsx'
import { Hero } from '../features/home/hero.tsx'
import { HowItWorks } from '../features/home/how-it-works.tsx'
import { Trust } from '../features/home/trust.tsx'
import { useShopperActions } from '../features/shop/shopper-actions.ts'
import { browserApi, useApi } from '../lib/api.tsx'
import type { ApiClient } from '../lib/api-client.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { browserTranslations, usePageTranslations } from '../lib/page-translations.ts'
import { usePublicConfig } from '../lib/public-config.ts'
import { browserQueryClient } from '../lib/query-client.ts'
import { useRequireLogin } from '../lib/require-login.ts'
import { CLIENT_PAGE_DATA } from '../lib/route-data.ts'
import { organizationLd } from '../lib/seo.ts'
import { prefetchPage } from '../lib/server-data.server.ts'
import { useLang } from '../lib/use-lang.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import { currentViewer, useViewer, type Viewer } from '../lib/viewer.ts'
import type { Route } from './+types/home'

function prefetchHome(queryClient: QueryClient, api: ApiClient, lang: Lang, viewer: Viewer) {
  return Promise.all([
    queryClient.prefetchQuery(productListQuery(api, lang, FEATURED_QUERY, viewer)),
    queryClient.prefetchQuery(destinationsQuery(api, lang)),
  ])
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params)
  return prefetchPage(context, lang, async (queryClient, api) => {
    await prefetchHome(queryClient, api, lang, null)
    return { translations: serverTranslations(lang, 'home') }
  })
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const lang = requireLang(params)
  void prefetchHome(browserQueryClient(), browserApi(), lang, currentViewer())
  return { ...CLIENT_PAGE_DATA, translations: await browserTranslations(lang, 'home') }
}

const CARD_SIZES = '(min-width: 1025px) 400px, (min-width: 769px) 50vw, 92vw'

function HomeSections({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home')
  const api = useApi()
  const config = usePublicConfig()
  const publicUrl = usePublicUrl()
  const featured = useQuery(productListQuery(api, lang, FEATURED_QUERY, useViewer()))
  const destinations = useQuery(destinationsQuery(api, lang))
  const actions = useShopperActions(lang, useRequireLogin(lang))
  return (
    <>
      <Seo
        lang={lang}
        title={`${t('common:brand.name')} — ${t('meta.title')}`}
        description={t('common:meta.description')}
        path="/"
        jsonLd={[
          organizationLd(
            publicUrl,
            t('common:brand.name'),
            t('common:meta.description'),
            config?.supportEmail ?? '',
          ),
        ]}
      />
      <Hero lang={lang} vendorUrl={config?.vendorUrl ?? ''} />
      <Trust lang={lang} />
      <DestinationsSection lang={lang} destinations={destinations.data ?? []} />
      <HowItWorks lang={lang} />
      <FeaturedSection
        lang={lang}
        cards={(featured.data?.results ?? []).map((product) => (
          <ProductCard key={product.id} product={product} lang={lang} actions={actions} sizes={CARD_SIZES} />
        ))}
      />
      <About lang={lang} />
    </>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const lang = useLang()
  usePageTranslations(lang, 'home', loaderData.translations)
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomeSections lang={lang} />
    </HydrationBoundary>
  )
}
