import type { Lang } from '@caravanserai/contracts/languages'
import type { AnalyticsResponse } from '@caravanserai/contracts/ops-analytics'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { analyticsQuery } from '../../../api/ops-analytics.ts'
import { useApi } from '../../../lib/api.tsx'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { count, hours, money } from './analytics-format.ts'
import { type AnalyticsFilters, presetDays, reportQueryOf } from './analytics-params.ts'
import { WeeklyOrders } from './order-charts.tsx'

const linkClass =
  'rounded-md px-4 py-2 font-semibold text-sm ring-1 ring-sand-300 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700'

/** This week's orders and those awaiting a quote, the period's revenue and the median time to quote. */
function KeyFigures({ lang, report }: { lang: Lang; report: AnalyticsResponse }) {
  const { t } = useTranslation('analytics')
  const thisWeek = report.weekly.at(-1)
  const toQuote = report.timings.find((s) => s.timing === 'request_to_quote')?.median_hours ?? null
  const figures: Array<[string, string]> = [
    [t('home.ordersThisWeek'), count(lang, thisWeek?.total ?? 0)],
    [t('home.awaitingQuote'), count(lang, thisWeek?.counts.pending_shipping ?? 0)],
    [
      t('home.revenue'),
      money(
        lang,
        report.monthly.reduce((sum, m) => sum + m.revenue, 0),
      ),
    ],
    [t('home.toQuote'), toQuote === null ? '—' : t('timings.hours', { value: hours(lang, toQuote) })],
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([term, value]) => (
        <div key={term} className="min-w-0 rounded-lg bg-white p-4 ring-1 ring-sand-200">
          <dt className="text-ink-700 text-sm">{term}</dt>
          <dd className="break-words font-bold text-ink-900 text-xl sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The console's home (docs/product.md#analytics): this week's orders and the last four weeks' key
 * numbers, with the way to the full analytics and to the order queue. `children` come first under
 * the title: what waits for the operators now, which the route composes in.
 */
export function OpsOverview({ lang, today, children }: { lang: Lang; today?: Date; children?: ReactNode }) {
  const { t } = useTranslation('analytics')
  const api = useApi()
  const operator = useOperator()
  const [now] = useState(() => today ?? new Date())
  const filters: AnalyticsFilters = { period: '4w', ...presetDays('4w', now), destination: null }
  const report = useQuery(analyticsQuery(api, operator.id, lang, reportQueryOf(filters)))

  return (
    <section aria-labelledby="ops-overview-title" className="min-w-0 space-y-5">
      <h1 id="ops-overview-title" className="font-bold text-2xl text-ink-900">
        {t('home.title')}
      </h1>
      {children}
      <QueryView
        query={report}
        loading={<ListLoading label={t('states.loading')} rows={1} height="h-64" />}
        failed={t('states.failed')}
      >
        {(r) => (
          <div className="space-y-4">
            <KeyFigures lang={lang} report={r} />
            <WeeklyOrders lang={lang} report={r} filters={filters} compact />
          </div>
        )}
      </QueryView>
      <div className="flex flex-wrap gap-3">
        <Link
          to={localizedPath('/ops/analytics', lang)}
          className={`${linkClass} bg-teal-800 text-white hover:bg-teal-900`}
        >
          {t('home.analytics')}
        </Link>
        <Link to={localizedPath('/ops/orders', lang)} className={`${linkClass} text-teal-800`}>
          {t('home.queue')}
        </Link>
      </div>
    </section>
  )
}
