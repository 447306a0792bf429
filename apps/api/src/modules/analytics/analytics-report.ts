import type { Locale } from '@caravanserai/contracts/languages'
import type { AnalyticsResponse, AnalyticsTable } from '@caravanserai/contracts/ops-analytics'
import { ORDER_STATUSES } from '@caravanserai/contracts/orders'
import type { Db } from '../../db/client.ts'
import type { Period } from './analytics-period.ts'
import { topCategories, topProducts } from './item-blocks.ts'
import { destinationRevenue, funnel, monthlyRevenue, timings, weeklyOrders } from './order-blocks.ts'

/** Every block of the report (docs/product.md#analytics), one statement each, run side by side. */
export async function analyticsReport(db: Db, p: Period, locale: Locale): Promise<AnalyticsResponse> {
  const [weekly, monthly, destinations, stages, steps, products, categories] = await Promise.all([
    weeklyOrders(db, p),
    monthlyRevenue(db, p),
    destinationRevenue(db, p, locale),
    funnel(db, p),
    timings(db, p),
    topProducts(db, p, locale),
    topCategories(db, p, locale),
  ])
  return {
    ...p,
    weekly,
    monthly,
    destinations,
    funnel: stages,
    timings: steps,
    products,
    categories,
  }
}

type Cell = string | number | null
type Csv = { header: string[]; rows: Cell[][] }
const money = (n: number) => n.toFixed(2)

/** One block as a CSV table: its header row and rows, from that block's one statement. */
export async function analyticsTable(db: Db, p: Period, locale: Locale, table: AnalyticsTable): Promise<Csv> {
  switch (table) {
    case 'weekly':
      return {
        header: ['week', ...ORDER_STATUSES, 'total'],
        rows: (await weeklyOrders(db, p)).map((w) => [
          w.week,
          ...ORDER_STATUSES.map((s) => w.counts[s]),
          w.total,
        ]),
      }
    case 'monthly':
      return {
        header: ['month', 'revenue', 'orders'],
        rows: (await monthlyRevenue(db, p)).map((m) => [m.month, money(m.revenue), m.orders]),
      }
    case 'destinations':
      return {
        header: ['destination_id', 'destination', 'revenue', 'orders'],
        rows: (await destinationRevenue(db, p, locale)).map((d) => [
          d.id,
          d.name,
          money(d.revenue),
          d.orders,
        ]),
      }
    case 'funnel':
      return {
        header: ['stage', 'buyers', 'orders'],
        rows: (await funnel(db, p)).map((s) => [s.stage, s.buyers, s.orders]),
      }
    case 'timings':
      return {
        header: ['timing', 'median_hours', 'orders'],
        rows: (await timings(db, p)).map((s) => [s.timing, s.median_hours, s.orders]),
      }
    case 'products':
    case 'categories': {
      const ranked =
        table === 'products' ? await topProducts(db, p, locale) : await topCategories(db, p, locale)
      const id = table === 'products' ? 'product_id' : 'category_id'
      return {
        header: [id, table === 'products' ? 'product' : 'category', 'revenue', 'units'],
        rows: ranked.map((r) => [r.id, r.name, money(r.revenue), r.units]),
      }
    }
  }
}
