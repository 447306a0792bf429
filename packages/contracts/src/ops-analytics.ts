import { z } from 'zod'
import { ORDER_STATUSES } from './orders.ts'

/** The longest period one request may cover: two years and a leap day. */
export const ANALYTICS_MAX_DAYS = 731
/** The period when none is asked for: this ISO week and the eleven before it. */
export const ANALYTICS_DEFAULT_WEEKS = 12
/** How many products and categories the rankings list. */
export const ANALYTICS_TOP = 10

const DAY_MS = 86_400_000
const day = z.iso.date({ error: 'analytics.dayInvalid' })

/** Whole days from `from` to `to`, both YYYY-MM-DD (UTC). */
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS

/**
 * GET /ops/analytics/ and its CSV exports (docs/product.md#analytics): the period's first and
 * last days (UTC, both included) and one destination, all optional.
 */
export const AnalyticsQuerySchema = z
  .object({
    from: z.optional(day),
    to: z.optional(day),
    destination: z.optional(
      z.coerce.number({ error: 'analytics.destinationInvalid' }).int().min(1).max(2_147_483_647),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'analytics.rangeReversed', path: ['to'] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < ANALYTICS_MAX_DAYS, {
    error: 'analytics.rangeTooLong',
    path: ['to'],
  })
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>

const count = z.number().int()
const named = { id: z.nullable(z.number().int()), name: z.string() }

/** Orders requested in one ISO week (its Monday), by the status each is at now. */
export const AnalyticsWeekSchema = z.object({
  week: z.string(),
  counts: z.record(z.enum(ORDER_STATUSES), count),
  total: count,
})

/** Revenue (goods of orders approved that month) and how many orders it came from. */
export const AnalyticsMonthSchema = z.object({ month: z.string(), revenue: z.number(), orders: count })

export const AnalyticsDestinationSchema = z.object({ ...named, revenue: z.number(), orders: count })

export const FUNNEL_STAGES = ['cart', 'requested', 'approved', 'completed'] as const
export type FunnelStage = (typeof FUNNEL_STAGES)[number]

/** Buyers (and orders, from the request on) at one stage; the cart stage is null by destination. */
export const AnalyticsFunnelStageSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  buyers: z.nullable(count),
  orders: z.nullable(count),
})

export const TIMINGS = ['request_to_quote', 'approval_to_shipping'] as const
export type Timing = (typeof TIMINGS)[number]

/** The median hours of one step over the orders that took it in the period; null without any. */
export const AnalyticsTimingSchema = z.object({
  timing: z.enum(TIMINGS),
  median_hours: z.nullable(z.number()),
  orders: count,
})

export const AnalyticsRankedSchema = z.object({ ...named, revenue: z.number(), units: count })

export const AnalyticsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  destination: z.nullable(z.number().int()),
  weekly: z.array(AnalyticsWeekSchema),
  monthly: z.array(AnalyticsMonthSchema),
  destinations: z.array(AnalyticsDestinationSchema),
  funnel: z.array(AnalyticsFunnelStageSchema),
  timings: z.array(AnalyticsTimingSchema),
  products: z.array(AnalyticsRankedSchema),
  categories: z.array(AnalyticsRankedSchema),
})
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>
export type AnalyticsWeek = z.infer<typeof AnalyticsWeekSchema>
export type AnalyticsMonth = z.infer<typeof AnalyticsMonthSchema>
export type AnalyticsDestination = z.infer<typeof AnalyticsDestinationSchema>
export type AnalyticsFunnelStage = z.infer<typeof AnalyticsFunnelStageSchema>
export type AnalyticsTiming = z.infer<typeof AnalyticsTimingSchema>
export type AnalyticsRanked = z.infer<typeof AnalyticsRankedSchema>

/** GET /ops/analytics/export/{table}/: one block as CSV. */
export const ANALYTICS_TABLES = [
  'weekly',
  'monthly',
  'destinations',
  'funnel',
  'timings',
  'products',
  'categories',
] as const
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number]
export const AnalyticsExportParamsSchema = z.object({ table: z.enum(ANALYTICS_TABLES) })
