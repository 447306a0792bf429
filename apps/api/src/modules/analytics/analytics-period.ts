import {
  ANALYTICS_DEFAULT_WEEKS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsQuery,
  daysBetween,
} from '@caravanserai/contracts/ops-analytics'
import { AppError } from '../../errors.ts'

/** The period of a report: its first and last days (UTC, YYYY-MM-DD, both included) and a destination. */
export type Period = { from: string; to: string; destination: number | null }

const DAY_MS = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The period asked for, the missing ends filled in (docs/product.md#analytics): up to today, and
 * from the Monday of the ISO week eleven weeks before the last day's, so twelve whole weeks. A
 * period longer than two years is refused like a reversed one (the contract checks those when
 * both ends are given).
 */
export function periodOf(query: AnalyticsQuery, now: Date): Period {
  const today = isoDay(now.getTime())
  const to = query.to ?? (query.from && query.from > today ? query.from : today)
  const last = Date.parse(to)
  const monday = last - ((new Date(last).getUTCDay() + 6) % 7) * DAY_MS
  const from = query.from ?? isoDay(monday - (ANALYTICS_DEFAULT_WEEKS - 1) * 7 * DAY_MS)
  if (from > to) throw new AppError('analytics.rangeReversed', 400, {}, 'to')
  if (daysBetween(from, to) >= ANALYTICS_MAX_DAYS) throw new AppError('analytics.rangeTooLong', 400, {}, 'to')
  return { from, to, destination: query.destination ?? null }
}
