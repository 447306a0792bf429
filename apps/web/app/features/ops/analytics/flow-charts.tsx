import type { Lang } from '@caravanserai/contracts/languages'
import { isRtl } from '@caravanserai/contracts/languages'
import type { AnalyticsRanked, AnalyticsResponse } from '@caravanserai/contracts/ops-analytics'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { count, hours, money, percent } from './analytics-format.ts'
import type { AnalyticsFilters } from './analytics-params.ts'
import { ChartFrame } from './chart-frame.tsx'
import { CsvDownload } from './csv-download.tsx'
import { FunnelChart, HorizontalBars } from './horizontal-bars.tsx'

type Props = { lang: Lang; report: AnalyticsResponse; filters: AnalyticsFilters }
const DASH = '—'

/** The funnel in buyers: cart, request, approval, completion (docs/product.md#analytics). */
export function Funnel({ lang, report, filters }: Props) {
  const { t } = useTranslation('analytics')
  const drawn = report.funnel.filter((s) => s.buyers !== null)
  const first = drawn[0]?.buyers ?? 0
  const share = (n: number) => (first > 0 ? percent(lang, n / first) : DASH)
  const label = (stage: string, buyers: number) =>
    t('funnel.label', { stage: t(`funnel.${stage}`), buyers: count(lang, buyers), share: share(buyers) })
  const summary = drawn.map((s) => label(s.stage, s.buyers ?? 0)).join('; ')
  return (
    <ChartFrame
      title={t('funnel.title')}
      hint={t(filters.destination === null ? 'funnel.hint' : 'funnel.noCart')}
      chart={
        <FunnelChart
          summary={summary}
          stages={drawn.map((s) => ({
            key: s.stage,
            label: label(s.stage, s.buyers ?? 0),
            value: s.buyers ?? 0,
          }))}
        />
      }
      table={{
        caption: t('funnel.caption'),
        head: [t('funnel.stage'), t('funnel.buyers'), t('funnel.share'), t('funnel.orders')],
        rows: report.funnel.map((s) => ({
          key: s.stage,
          cells: [
            t(`funnel.${s.stage}`),
            s.buyers === null ? DASH : count(lang, s.buyers),
            s.buyers === null ? DASH : share(s.buyers),
            s.orders === null ? DASH : count(lang, s.orders),
          ],
        })),
      }}
      download={<CsvDownload table="funnel" filters={filters} label={t('funnel.title')} />}
    />
  )
}

/** The median hours of two steps, as figures (a table is their honest shape) with a CSV. */
export function Timings({ lang, report, filters }: Props) {
  const { t } = useTranslation('analytics')
  return (
    <section
      aria-labelledby="analytics-timings"
      className="min-w-0 space-y-3 rounded-lg bg-white p-4 ring-1 ring-sand-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="analytics-timings" className="font-bold text-ink-900 text-lg">
          {t('timings.title')}
        </h2>
        <CsvDownload table="timings" filters={filters} label={t('timings.title')} />
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {report.timings.map((s) => (
          <div key={s.timing} className="rounded-md bg-sand-50 p-3">
            <dt className="text-ink-700 text-sm">{t(`timings.${s.timing}`)}</dt>
            <dd className="break-words font-bold text-ink-900 text-xl sm:text-2xl">
              {s.median_hours === null ? DASH : t('timings.hours', { value: hours(lang, s.median_hours) })}
            </dd>
            <dd className="text-ink-600 text-xs">
              {s.median_hours === null
                ? t('timings.none')
                : t('timings.basis', { orders: count(lang, s.orders) })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** The ten products or categories that brought the most revenue, with the units sold. */
export function Ranking({ lang, report, filters, kind }: Props & { kind: 'products' | 'categories' }) {
  const { t } = useTranslation('analytics')
  const ranked: AnalyticsRanked[] = report[kind]
  const name = (r: AnalyticsRanked) => (r.id === null ? t(`${kind}.outside`) : r.name) || t(`${kind}.outside`)
  const units = (r: AnalyticsRanked) => t('ranking.units', { units: count(lang, r.units) })
  return (
    <ChartFrame
      title={t(`${kind}.title`)}
      hint={t('monthly.hint')}
      empty={ranked.length === 0 ? t('states.noRevenue') : undefined}
      chart={
        <HorizontalBars
          summary={t('ranking.summary', {
            first: ranked[0] ? name(ranked[0]) : '',
            revenue: money(lang, ranked[0]?.revenue ?? 0),
          })}
          rtl={isRtl(lang)}
          format={(v) => money(lang, v)}
          color={kind === 'products' ? '#0072B2' : '#009E73'}
          bars={ranked.map((r, i) => ({
            key: `${r.id}-${i}`,
            label: name(r),
            value: r.revenue,
            note: units(r),
          }))}
        />
      }
      table={{
        caption: t(`${kind}.caption`),
        head: [t(`${kind}.name`), t('monthly.revenue'), t('ranking.unitsHead')],
        rows: ranked.map((r, i) => ({
          key: `${r.id}-${i}`,
          cells: [name(r), money(lang, r.revenue), count(lang, r.units)],
        })),
      }}
      download={<CsvDownload table={kind} filters={filters} label={t(`${kind}.title`)} />}
    />
  )
}
