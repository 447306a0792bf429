import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { analyticsQuery } from '../../../api/ops-analytics.ts'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDay } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { AnalyticsFiltersBar } from './analytics-filters.tsx'
import { analyticsFiltersFrom, reportQueryOf } from './analytics-params.ts'
import { Funnel, Ranking, Timings } from './flow-charts.tsx'
import { DestinationRevenue, MonthlyRevenue, WeeklyOrders } from './order-charts.tsx'
import { RouteAnalytics } from './route-analytics.tsx'

/**
 * The console's analytics (docs/product.md#analytics): orders per week, revenue by month and by
 * destination, the funnel, response times and the top products and categories, for a period and a
 * destination kept in the address.
 */
export function AnalyticsPage({ lang, today }: { lang: Lang; today?: Date }) {
  const { t } = useTranslation('analytics')
  const api = useApi()
  const operator = useOperator()
  const [params] = useSearchParams()
  const [now] = useState(() => today ?? new Date())
  const filters = analyticsFiltersFrom(params, now)
  const report = useQuery(analyticsQuery(api, operator.id, lang, reportQueryOf(filters)))
  const day = (d: string) => formatDay(lang, d, { dateStyle: 'medium' })

  return (
    <section aria-labelledby="ops-analytics-title" className="min-w-0 space-y-5">
      <div className="space-y-1">
        <h1 id="ops-analytics-title" className="font-bold text-2xl text-ink-900">
          {t('page.title')}
        </h1>
        <p className="text-ink-700 text-sm">{t('page.intro')}</p>
      </div>
      <AnalyticsFiltersBar filters={filters} destinations={report.data?.destinations ?? []} />
      <p role="status" className="text-ink-700 text-sm">
        {report.data ? t('page.showing', { from: day(report.data.from), to: day(report.data.to) }) : ''}
      </p>
      <QueryView
        query={report}
        loading={
          <div role="status" className="grid gap-4 lg:grid-cols-2">
            <span className="sr-only">{t('states.loading')}</span>
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-64" />
            ))}
          </div>
        }
        failed={t('states.failed')}
      >
        {(data) => {
          const props = { lang, report: data, filters }
          return (
            <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
              <div className="min-w-0 lg:col-span-2">
                <WeeklyOrders {...props} />
              </div>
              <MonthlyRevenue {...props} />
              <DestinationRevenue {...props} />
              <Funnel {...props} />
              <Timings {...props} />
              <Ranking {...props} kind="products" />
              <Ranking {...props} kind="categories" />
            </div>
          )
        }}
      </QueryView>
      <RouteAnalytics lang={lang} filters={filters} />
    </section>
  )
}
