import { useTranslation } from '../../lib/use-translation.tsx'
import { DestinationsPanel } from './destinations-panel.tsx'
import type { RoutesView } from './route-selection.ts'
import { RouteTabNav } from './route-tab-nav.tsx'
import { RoutesBenefits } from './trade-routes-benefits.tsx'
import { RoutesOverview } from './trade-routes-overview.tsx'

/** Trade routes (docs/product.md#trade-routes): a hero, then the tab the URL names. */
export function TradeRoutesPage({ view }: { view: RoutesView }) {
  const { t } = useTranslation('routes')
  return (
    <>
      <section className="bg-teal-950 text-white">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-14 sm:py-20">
          <p className="font-semibold text-saffron-300 text-sm uppercase tracking-wide">
            {t('hero.eyebrow')}
          </p>
          <h1 className="max-w-4xl font-bold text-3xl leading-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="max-w-3xl text-lg text-sand-100 leading-relaxed">{t('hero.lead')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4">
        <div className="pt-6">
          <RouteTabNav active={view.tab} />
        </div>
        <div className="py-10">
          {view.tab === 'overview' ? <RoutesOverview /> : null}
          {view.tab === 'destinations' ? <DestinationsPanel view={view} /> : null}
          {view.tab === 'benefits' ? <RoutesBenefits /> : null}
        </div>
      </div>
    </>
  )
}
