import {
  ANALYTICS_MAX_DAYS,
  type AnalyticsQuery,
  type AnalyticsTable,
  daysBetween,
} from '@caravanserai/contracts/ops-analytics'

/** The period presets of the filter (docs/product.md#analytics); `custom` reads from and to. */
export const PERIODS = ['4w', '12w', '12m', 'custom'] as const
export type PeriodPreset = (typeof PERIODS)[number]

/** The report the address asks for: always whole days, so every request names its period. */
export type AnalyticsFilters = { period: PeriodPreset; from: string; to: string; destination: number | null }

const DAY_MS = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const DAY = /^\d{4}-\d{2}-\d{2}$/
const validDay = (day: string | null): day is string =>
  day !== null && DAY.test(day) && isoDay(Date.parse(day)) === day

/** A preset's days up to `today` (UTC): whole ISO weeks back from this one, or whole months. */
export function presetDays(
  preset: Exclude<PeriodPreset, 'custom'>,
  today: Date,
): { from: string; to: string } {
  const to = isoDay(today.getTime())
  if (preset === '12m') {
    const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1)
    return { from: isoDay(first), to }
  }
  const monday = Date.parse(to) - ((today.getUTCDay() + 6) % 7) * DAY_MS
  const weeks = preset === '4w' ? 4 : 12
  return { from: isoDay(monday - (weeks - 1) * 7 * DAY_MS), to }
}

/**
 * The filters in the address: `period` (12 weeks when absent or unknown), and `from`/`to` for a
 * custom one — a custom period that is not two valid days in order, at most two years apart,
 * falls back to the default, so the page never asks for a report the API would refuse.
 */
export function analyticsFiltersFrom(params: URLSearchParams, today: Date): AnalyticsFilters {
  const raw = Number(params.get('destination'))
  const destination = Number.isInteger(raw) && raw > 0 ? raw : null
  const period = (PERIODS as readonly string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as PeriodPreset)
    : '12w'
  const from = params.get('from')
  const to = params.get('to')
  if (
    period === 'custom' &&
    validDay(from) &&
    validDay(to) &&
    from <= to &&
    daysBetween(from, to) < ANALYTICS_MAX_DAYS
  )
    return { period, from, to, destination }
  const preset = period === 'custom' ? '12w' : period
  return { period: preset, ...presetDays(preset, today), destination }
}

/** The API query of a report: its days and destination (the API fills in what is left out). */
export function reportQueryOf(filters: AnalyticsFilters): AnalyticsQuery {
  return { from: filters.from, to: filters.to, destination: filters.destination ?? undefined }
}

/** The saved file of one table, named as the API names it. */
export function analyticsFileName(table: AnalyticsTable, filters: AnalyticsFilters): string {
  const where = filters.destination === null ? '' : `-destination-${filters.destination}`
  return `analytics-${table}-${filters.from}-${filters.to}${where}.csv`
}

/** The address's query for `filters`: a preset by name, a custom period by its days. */
export function analyticsSearchOf(
  filters: Pick<AnalyticsFilters, 'period' | 'from' | 'to' | 'destination'>,
): string {
  const params = new URLSearchParams()
  if (filters.period !== '12w') params.set('period', filters.period)
  if (filters.period === 'custom') {
    params.set('from', filters.from)
    params.set('to', filters.to)
  }
  if (filters.destination !== null) params.set('destination', String(filters.destination))
  const search = params.toString()
  return search ? `?${search}` : ''
}
