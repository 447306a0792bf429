import { useSearchParams } from 'react-router'
import { routesView } from '../features/routes/route-selection.ts'
import { TradeRoutesPage } from '../features/routes/trade-routes-page.tsx'
import { serverT } from '../lib/i18n.server.ts'
import { requireLang } from '../lib/lang-param.ts'
import type { Route } from './+types/trade-routes'

export function loader({ params }: Route.LoaderArgs) {
  const t = serverT(requireLang(params))
  return {
    title: `${t('meta.title', { ns: 'routes' })} | ${t('brand.name')}`,
    description: t('meta.description', { ns: 'routes' }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'description', content: loaderData?.description },
]

/** /{lang}/routes (SPEC §2): the tab and destination come from the query string. */
export default function TradeRoutes() {
  const [search] = useSearchParams()
  return <TradeRoutesPage view={routesView(search)} />
}
