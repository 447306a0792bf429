import type { AnalyticsResponse } from '@caravanserai/contracts/ops-analytics'
import type { ShipmentAnalytics } from '@caravanserai/contracts/ops-shipments'
import { ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'

const counts = (given: Partial<Record<OrderStatus, number>>) =>
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, given[s] ?? 0])) as Record<OrderStatus, number>
const week = (day: string, given: Partial<Record<OrderStatus, number>>) => {
  const c = counts(given)
  return { week: day, counts: c, total: Object.values(c).reduce((a, b) => a + b, 0) }
}

/** A small report, as GET /ops/analytics/ answers it, for the page's tests. */
export function aReport(overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse {
  return {
    from: '2026-02-23',
    to: '2026-03-18',
    destination: null,
    weekly: [
      week('2026-02-23', { completed: 3, shipped: 1 }),
      week('2026-03-02', {}),
      week('2026-03-09', { pending_approval: 2 }),
      week('2026-03-16', { pending_shipping: 5, processing: 7 }),
    ],
    monthly: [
      { month: '2026-02', revenue: 1250.5, orders: 3 },
      { month: '2026-03', revenue: 0, orders: 0 },
    ],
    destinations: [
      { id: 3, name: 'Armenia — Meghri', revenue: 1000, orders: 2 },
      { id: 4, name: 'Iran — Bandar Abbas', revenue: 250.5, orders: 1 },
      { id: 5, name: 'Georgia — Poti', revenue: 0, orders: 0 },
    ],
    funnel: [
      { stage: 'cart', buyers: 40, orders: null },
      { stage: 'requested', buyers: 20, orders: 24 },
      { stage: 'approved', buyers: 10, orders: 12 },
      { stage: 'completed', buyers: 4, orders: 4 },
    ],
    timings: [
      { timing: 'request_to_quote', median_hours: 26.5, orders: 9 },
      { timing: 'approval_to_shipping', median_hours: null, orders: 0 },
    ],
    products: [
      { id: 7, name: 'Saffron, Sargol grade', revenue: 900, units: 12 },
      { id: null, name: 'Dried apricots', revenue: 350.5, units: 40 },
    ],
    categories: [{ id: 2, name: 'Spices', revenue: 1250.5, units: 52 }],
    ...overrides,
  }
}

/** The routes' deliveries, as GET /ops/analytics/shipments/ answers it: Meghri with two legs, Poti with none delivered. */
export function aRouteReport(): ShipmentAnalytics {
  return {
    from: '2025-12-29',
    to: '2026-03-18',
    routes: [
      {
        destination: { id: 3, name: 'Armenia — Meghri' },
        delivered: 8,
        on_time: 6,
        on_time_rate: 0.75,
        median_days: 6.5,
        typical_days: 5,
        legs: [
          {
            position: 0,
            name: 'Tehran → Nurduz/Meghri border',
            typical_days: 3,
            shipments: 8,
            median_days: 3.5,
          },
          { position: 1, name: 'Border → Yerevan', typical_days: 2, shipments: 7, median_days: 2 },
        ],
      },
      {
        destination: { id: 5, name: 'Georgia — Poti' },
        delivered: 0,
        on_time: 0,
        on_time_rate: null,
        median_days: null,
        typical_days: null,
        legs: [],
      },
    ],
  }
}
