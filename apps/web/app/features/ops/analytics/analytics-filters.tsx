import {
  ANALYTICS_MAX_DAYS,
  type AnalyticsDestination,
  daysBetween,
} from '@caravanserai/contracts/ops-analytics'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { type AnalyticsFilters, analyticsSearchOf, PERIODS } from './analytics-params.ts'

const presetClass =
  'whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-semibold text-ink-800 ring-1 ring-sand-300 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=page]:bg-teal-800 aria-[current=page]:text-white'
const fieldClass = 'rounded-md border border-sand-300 bg-white px-2 py-1.5 text-sm'

/**
 * The period (presets or two days) and the destination, both kept in the address
 * (docs/product.md#analytics): links for the presets, a form for the rest.
 */
export function AnalyticsFiltersBar({
  filters,
  destinations,
}: {
  filters: AnalyticsFilters
  destinations: AnalyticsDestination[]
}) {
  const { t } = useTranslation('analytics')
  const navigate = useNavigate()
  const [problem, setProblem] = useState<'rangeReversed' | 'rangeTooLong' | null>(null)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const from = String(form.get('from') || filters.from)
    const to = String(form.get('to') || filters.to)
    const destination = Number(form.get('destination')) || null
    const changed = from !== filters.from || to !== filters.to
    const refused =
      from > to ? 'rangeReversed' : daysBetween(from, to) >= ANALYTICS_MAX_DAYS ? 'rangeTooLong' : null
    setProblem(refused)
    if (refused) return
    void navigate(
      analyticsSearchOf({ period: changed ? 'custom' : filters.period, from, to, destination }) || '?',
    )
  }
  return (
    <div className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-sand-200">
      <nav aria-label={t('filters.period')}>
        <ul className="flex flex-wrap gap-2">
          {PERIODS.filter((p) => p !== 'custom').map((period) => (
            <li key={period}>
              <Link
                to={analyticsSearchOf({ ...filters, period }) || '?'}
                aria-current={filters.period === period ? 'page' : undefined}
                className={presetClass}
              >
                {t(`filters.${period}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        key={`${filters.from}${filters.to}${filters.destination}`}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
      >
        <label className="flex flex-col gap-1 text-ink-700 text-sm">
          {t('filters.from')}
          <input type="date" name="from" defaultValue={filters.from} required className={fieldClass} />
        </label>
        <label className="flex flex-col gap-1 text-ink-700 text-sm">
          {t('filters.to')}
          <input type="date" name="to" defaultValue={filters.to} required className={fieldClass} />
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-ink-700 text-sm">
          {t('filters.destination')}
          <select
            name="destination"
            defaultValue={filters.destination ?? ''}
            className={`${fieldClass} max-w-full`}
          >
            <option value="">{t('filters.allDestinations')}</option>
            {destinations.map((d) => (
              <option key={d.id ?? 0} value={d.id ?? ''}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-md bg-teal-800 px-4 py-1.5 font-semibold text-sm text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {t('filters.apply')}
        </button>
      </form>
      {problem ? (
        <p role="alert" className="text-red-800 text-sm">
          {t(`filters.${problem}`)}
        </p>
      ) : null}
    </div>
  )
}
