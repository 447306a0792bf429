import type { Lang } from '@caravanserai/contracts/languages'
import { isRtl } from '@caravanserai/contracts/languages'
import type { AnalyticsResponse } from '@caravanserai/contracts/ops-analytics'
import { ORDER_STATUSES } from '@caravanserai/contracts/orders'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { axisMoney, count, money, monthLabel, STATUS_COLORS, weekLabel } from './analytics-format.ts'
import type { AnalyticsFilters } from './analytics-params.ts'
import { BarChart, Legend } from './bar-chart.tsx'
import { ChartFrame } from './chart-frame.tsx'
import { CsvDownload } from './csv-download.tsx'
import { HorizontalBars } from './horizontal-bars.tsx'

type Props = { lang: Lang; report: AnalyticsResponse; filters: AnalyticsFilters }

/** Orders per ISO week, stacked by their status now (docs/product.md#analytics). */
export function WeeklyOrders({ lang, report, filters, compact = false }: Props & { compact?: boolean }) {
  const { t } = useTranslation('analytics')
  const series = ORDER_STATUSES.map((s) => ({ key: s, label: t(`status.${s}`), color: STATUS_COLORS[s] }))
  const total = report.weekly.reduce((sum, w) => sum + w.total, 0)
  const busiest = report.weekly.reduce(
    (best, w) => (w.total > (best?.total ?? -1) ? w : best),
    report.weekly[0],
  )
  const summary = t('weekly.summary', {
    total: count(lang, total),
    weeks: count(lang, report.weekly.length),
    week: busiest ? weekLabel(lang, busiest.week) : '',
    most: count(lang, busiest?.total ?? 0),
  })
  return (
    <ChartFrame
      title={t(compact ? 'home.chart' : 'weekly.title')}
      hint={t('weekly.hint')}
      chart={
        <BarChart
          summary={summary}
          series={series}
          rtl={isRtl(lang)}
          format={(v) => count(lang, v)}
          columns={report.weekly.map((w) => ({
            key: w.week,
            label: weekLabel(lang, w.week),
            values: ORDER_STATUSES.map((s) => w.counts[s]),
          }))}
        />
      }
      legend={<Legend series={series} />}
      table={{
        caption: t('weekly.caption'),
        head: [t('weekly.week'), ...series.map((s) => s.label), t('weekly.total')],
        rows: report.weekly.map((w) => ({
          key: w.week,
          cells: [
            weekLabel(lang, w.week),
            ...ORDER_STATUSES.map((s) => count(lang, w.counts[s])),
            count(lang, w.total),
          ],
        })),
      }}
      download={<CsvDownload table="weekly" filters={filters} label={t('weekly.title')} />}
    />
  )
}

/** Revenue by the month of approval. */
export function MonthlyRevenue({ lang, report, filters }: Props) {
  const { t } = useTranslation('analytics')
  const total = report.monthly.reduce((sum, m) => sum + m.revenue, 0)
  const summary = t('monthly.summary', {
    total: money(lang, total),
    months: count(lang, report.monthly.length),
  })
  const series = [{ key: 'revenue', label: t('monthly.revenue'), color: '#17655d' }]
  return (
    <ChartFrame
      title={t('monthly.title')}
      hint={t('monthly.hint')}
      chart={
        <BarChart
          summary={summary}
          series={series}
          rtl={isRtl(lang)}
          format={(v) => axisMoney(lang, v)}
          columns={report.monthly.map((m) => ({
            key: m.month,
            label: monthLabel(lang, m.month),
            values: [m.revenue],
          }))}
        />
      }
      table={{
        caption: t('monthly.caption'),
        head: [t('monthly.month'), t('monthly.revenue'), t('monthly.orders')],
        rows: report.monthly.map((m) => ({
          key: m.month,
          cells: [monthLabel(lang, m.month), money(lang, m.revenue), count(lang, m.orders)],
        })),
      }}
      download={<CsvDownload table="monthly" filters={filters} label={t('monthly.title')} />}
    />
  )
}

/** Revenue by destination, the destinations with revenue drawn, every one in the table. */
export function DestinationRevenue({ lang, report, filters }: Props) {
  const { t } = useTranslation('analytics')
  const drawn = report.destinations.filter((d) => d.revenue > 0)
  const summary = t('destinations.summary', {
    first: drawn[0]?.name ?? '',
    revenue: money(lang, drawn[0]?.revenue ?? 0),
  })
  return (
    <ChartFrame
      title={t('destinations.title')}
      hint={t('monthly.hint')}
      empty={drawn.length === 0 ? t('states.noRevenue') : undefined}
      chart={
        <HorizontalBars
          summary={summary}
          rtl={isRtl(lang)}
          format={(v) => money(lang, v)}
          bars={drawn.map((d) => ({ key: String(d.id), label: d.name, value: d.revenue }))}
        />
      }
      table={{
        caption: t('destinations.caption'),
        head: [t('destinations.destination'), t('monthly.revenue'), t('monthly.orders')],
        rows: report.destinations.map((d) => ({
          key: String(d.id),
          cells: [d.name, money(lang, d.revenue), count(lang, d.orders)],
        })),
      }}
      download={<CsvDownload table="destinations" filters={filters} label={t('destinations.title')} />}
    />
  )
}
