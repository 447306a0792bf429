import type { Locale } from '@caravanserai/contracts/languages'
import type {
  AnalyticsDestination,
  AnalyticsFunnelStage,
  AnalyticsMonth,
  AnalyticsTiming,
  AnalyticsWeek,
} from '@caravanserai/contracts/ops-analytics'
import { ORDER_STATUSES, type OrderStatus } from '@caravanserai/contracts/orders'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { translated } from '../../db/translations.ts'
import type { Period } from './analytics-period.ts'
import { approvedWithin, toDestination, within } from './analytics-sql.ts'

// Each block is one statement (docs/product.md#analytics); every sum is numeric in the database.

/** Orders requested in each ISO week of the period, by the status each is at now; empty weeks as zeros. */
export async function weeklyOrders(db: Db, p: Period): Promise<AnalyticsWeek[]> {
  const counts = ORDER_STATUSES.map(
    (s) => sql`count(*) filter (where o.status = ${s})::int as ${sql.identifier(s)}`,
  )
  const filled = ORDER_STATUSES.map((s) => sql`coalesce(c.${sql.identifier(s)}, 0) as ${sql.identifier(s)}`)
  // Counted per week first, then laid over every week of the period.
  const rows = await queryRows<Record<OrderStatus, number> & { week: string; total: number }>(
    db,
    sql`select to_char(w.week, 'YYYY-MM-DD') as week, ${sql.join(filled, sql`, `)}, coalesce(c.total, 0) as total
      from generate_series(date_trunc('week', ${p.from}::timestamp), date_trunc('week', ${p.to}::timestamp), interval '1 week') w(week)
      left join (select date_trunc('week', o.created_at at time zone 'UTC') as week, ${sql.join(counts, sql`, `)},
          count(*)::int as total
        from orders o where ${within(p, sql`o.created_at`)} and ${toDestination(p, 'o')} group by 1) c on c.week = w.week
      order by w.week`,
  )
  return rows.map(({ week, total, ...byStatus }) => ({
    week,
    total,
    counts: Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus[s]])) as Record<OrderStatus, number>,
  }))
}

/** Revenue by the month of approval; every month of the period, empty ones as zeros. */
export function monthlyRevenue(db: Db, p: Period): Promise<AnalyticsMonth[]> {
  return queryRows<AnalyticsMonth>(
    db,
    sql`select to_char(m.month, 'YYYY-MM') as month, coalesce(r.revenue, 0)::float8 as revenue,
        coalesce(r.orders, 0)::int as orders
      from generate_series(date_trunc('month', ${p.from}::timestamp), date_trunc('month', ${p.to}::timestamp), interval '1 month') m(month)
      left join (select date_trunc('month', o.approved_at at time zone 'UTC') as month, sum(o.total_price + coalesce(o.shipping_price, 0)) as revenue,
          count(*) as orders
        from orders o where ${approvedWithin(p, 'o')} group by 1) r on r.month = m.month
      order by m.month`,
  )
}

/** Revenue by destination, every destination listed (the filter's choices), largest first. */
export function destinationRevenue(db: Db, p: Period, locale: Locale): Promise<AnalyticsDestination[]> {
  return queryRows<AnalyticsDestination>(
    db,
    sql`select d.id, coalesce(${translated('destination_translations', 'destination_id', sql`d.id`, 'name', locale)}, '') as name,
        coalesce(r.revenue, 0)::float8 as revenue, coalesce(r.orders, 0)::int as orders
      from destinations d
      left join (select o.destination_id, sum(o.total_price + coalesce(o.shipping_price, 0)) as revenue, count(*) as orders
        from orders o where ${approvedWithin(p, 'o')} group by o.destination_id) r on r.destination_id = d.id
      where d.is_active or r.orders > 0
      order by revenue desc, name, d.id`,
  )
}

/**
 * The funnel of the orders requested in the period: buyers who filled a cart (a line added in
 * the period, or an order requested, which empties the cart; null with a destination, since a
 * cart has none), then the orders requested, those approved since, and those completed.
 */
export async function funnel(db: Db, p: Period): Promise<AnalyticsFunnelStage[]> {
  const carts =
    p.destination === null
      ? sql`(select count(*) from (select c.user_id from cart_items c where ${within(p, sql`c.created_at`)}
          union select user_id from placed) b)::int`
      : sql`null::int`
  const [row] = await queryRows<Record<string, number | null>>(
    db,
    sql`with placed as (select o.user_id, o.approved_at, o.status from orders o
        where ${within(p, sql`o.created_at`)} and ${toDestination(p, 'o')})
      select ${carts} as cart_buyers,
        count(*)::int as requested, count(distinct user_id)::int as requested_buyers,
        count(*) filter (where approved_at is not null)::int as approved,
        count(distinct user_id) filter (where approved_at is not null)::int as approved_buyers,
        count(*) filter (where status = 'completed')::int as completed,
        count(distinct user_id) filter (where status = 'completed')::int as completed_buyers
      from placed`,
  )
  const r = row ?? {}
  return [
    { stage: 'cart', buyers: r.cart_buyers ?? null, orders: null },
    { stage: 'requested', buyers: r.requested_buyers ?? 0, orders: r.requested ?? 0 },
    { stage: 'approved', buyers: r.approved_buyers ?? 0, orders: r.approved ?? 0 },
    { stage: 'completed', buyers: r.completed_buyers ?? 0, orders: r.completed ?? 0 },
  ]
}

/**
 * Median hours, from the order's history, from the request to the quote (quotes given in the
 * period) and from the approval to the shipment (shipments in the period): each step's time since
 * the order entered the status the step left (pending_shipping, processing — an accepted offer's
 * order enters processing as it is made). The machine never returns to either (a new quote stays
 * at pending_approval), so that entry is one row, and a hash join reads two years of history in
 * one pass.
 */
export async function timings(db: Db, p: Period): Promise<AnalyticsTiming[]> {
  const joinOrders = p.destination === null ? sql`` : sql`join orders o on o.id = e.order_id`
  const median = (step: string, name: string) =>
    sql`round((percentile_cont(0.5) within group (order by hours) filter (where step = ${step}))::numeric, 1)::float8
        as ${sql.identifier(`${name}_median`)},
      count(*) filter (where step = ${step})::int as ${sql.identifier(`${name}_orders`)}`
  const [row] = await queryRows<Record<string, number | null>>(
    db,
    sql`select ${median('pending_approval', 'quotes')}, ${median('shipped', 'shipments')}
      from (select e.to_status::text as step, extract(epoch from e.created_at - s.created_at) / 3600 as hours
        from order_history e ${joinOrders}
        join order_history s on s.order_id = e.order_id and s.to_status = e.from_status
          and s.to_status in ('pending_shipping', 'processing')
        where e.to_status in ('pending_approval', 'shipped') and ${within(p, sql`e.created_at`)}
          and ${toDestination(p, 'o')}) d`,
  )
  return [
    { timing: 'request_to_quote', median_hours: row?.quotes_median ?? null, orders: row?.quotes_orders ?? 0 },
    {
      timing: 'approval_to_shipping',
      median_hours: row?.shipments_median ?? null,
      orders: row?.shipments_orders ?? 0,
    },
  ]
}
