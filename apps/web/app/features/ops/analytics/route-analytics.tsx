import type { Lang } from '@caravanserai/contracts/languages'
import type { ShipmentAnalytics } from '@caravanserai/contracts/ops-shipments'
import { useQuery } from '@tanstack/react-query'
import { shipmentAnalyticsQuery } from '../../../api/ops-analytics.ts'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { count, percent } from './analytics-format.ts'
import { type AnalyticsFilters, reportQueryOf } from './analytics-params.ts'
import { DataTable } from './chart-frame.tsx'

type Route = ShipmentAnalytics['routes'][number]

/**
 * How the routes did (docs/decisions/060-shipment-milestones.md), for the report's period and
 * destination: per route the shipments delivered, the share on time and the median days against
 * the typical ones; per leg its median against its typical days.
 */
export function RouteAnalytics({ lang, filters }: { lang: Lang; filters: AnalyticsFilters }) {
  const { t } = useTranslation('analytics', { keyPrefix: 'routes' })
  const report = useQuery(shipmentAnalyticsQuery(useApi(), useOperator().id, lang, reportQueryOf(filters)))
  const days = (value: number | null) =>
    value === null ? '—' : formatNumber(lang, value, { maximumFractionDigits: 1 })
  const legsOf = (route: Route) => ({
    caption: t('legsCaption', { destination: route.destination.name }),
    head: [t('columns.leg'), t('columns.shipments'), t('columns.median'), t('columns.typical')],
    rows: route.legs.map((leg) => ({
      key: String(leg.position),
      cells: [leg.name, count(lang, leg.shipments), days(leg.median_days), days(leg.typical_days)],
    })),
  })
  return (
    <section
      aria-labelledby="ops-analytics-routes"
      className="min-w-0 space-y-4 rounded-lg bg-white p-4 ring-1 ring-sand-200"
    >
      <div className="space-y-1">
        <h2 id="ops-analytics-routes" className="font-bold text-ink-900 text-lg">
          {t('title')}
        </h2>
        <p className="text-ink-700 text-sm">{t('intro')}</p>
      </div>
      <QueryView
        query={report}
        loading={
          <div role="status">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-40" />
          </div>
        }
        failed={t('failed')}
        empty={<p className="text-ink-700 text-sm">{t('empty')}</p>}
        isEmpty={(data) => data.routes.length === 0}
      >
        {(data) => (
          <div className="space-y-6">
            <DataTable
              caption={t('caption')}
              head={[
                t('columns.route'),
                t('columns.delivered'),
                t('columns.onTime'),
                t('columns.median'),
                t('columns.typical'),
              ]}
              rows={data.routes.map((route) => ({
                key: String(route.destination.id),
                cells: [
                  route.destination.name,
                  count(lang, route.delivered),
                  route.on_time_rate === null ? '—' : percent(lang, route.on_time_rate),
                  days(route.median_days),
                  days(route.typical_days),
                ],
              }))}
            />
            {data.routes
              .filter((route) => route.legs.length > 0)
              .map((route) => (
                <DataTable key={route.destination.id} {...legsOf(route)} />
              ))}
          </div>
        )}
      </QueryView>
    </section>
  )
}
