import { useSearchParams } from 'react-router'
import { routesView } from '../features/trade-routes/route-selection.ts'
import { TradeRoutesPage } from '../features/trade-routes/trade-routes-page.tsx'
import { routesTranslationsFor } from '../features/trade-routes/trade-routes-translations.ts'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import { serverTranslations } from '../lib/page-translations.server.ts'
import { usePageTranslations } from '../lib/page-translations.ts'
import type { Route } from './+types/trade-routes'

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requireLang(params)
  const t = serverT(lang)
  const view = routesView(new URL(request.url).searchParams)
  return {
    lang,
    title: `${t('meta.title', { ns: 'routes' })} | ${t('brand.name')}`,
    description: t('meta.description', { ns: 'routes' }),
    translations: routesTranslationsFor(serverTranslations(lang, 'routes'), view),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

/** /{lang}/routes (docs/product.md#trade-routes): the tab and destination come from the query string. */
export default function TradeRoutes({ loaderData }: Route.ComponentProps) {
  usePageTranslations(loaderData.lang, 'routes', loaderData.translations)
  const [search] = useSearchParams()
  return <TradeRoutesPage view={routesView(search)} />
}
