import { useSearchParams } from 'react-router'
import { routesView } from '../features/trade-routes/route-selection.ts'
import { routesCatalogueFor } from '../features/trade-routes/trade-routes-catalogue.ts'
import { TradeRoutesPage } from '../features/trade-routes/trade-routes-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverCatalogue } from '../lib/page-catalogue.server.ts'
import { usePageCatalogue } from '../lib/page-catalogue.ts'
import type { Route } from './+types/trade-routes'

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  const view = routesView(new URL(request.url).searchParams)
  return {
    lang,
    title: `${t('meta.title', { ns: 'routes' })} | ${t('brand.name')}`,
    description: t('meta.description', { ns: 'routes' }),
    catalogue: routesCatalogueFor(serverCatalogue(lang, 'routes'), view),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

/** /{lang}/routes (docs/product.md#trade-routes): the tab and destination come from the query string. */
export default function TradeRoutes({ loaderData }: Route.ComponentProps) {
  usePageCatalogue(loaderData.lang, 'routes', loaderData.catalogue)
  const [search] = useSearchParams()
  return <TradeRoutesPage view={routesView(search)} />
}
