import type { Locale } from '@caravanserai/contracts/languages'
import { ANALYTICS_TOP, type AnalyticsRanked } from '@caravanserai/contracts/ops-analytics'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { translated } from '../../db/translations.ts'
import type { Period } from './analytics-period.ts'
import { approvedWithin } from './analytics-sql.ts'

// The lines of the orders approved in the period (the revenue's orders, docs/product.md#analytics):
// revenue is quantity × unit price, summed as numeric.
const lines = (
  p: Period,
) => sql`select i.product_id, i.product_name, i.quantity, i.quantity * i.unit_price as amount
  from orders o join order_items i on i.order_id = o.id where ${approvedWithin(p, 'o')}`

/**
 * The ten products that brought the most revenue, with the units sold. A line whose product left
 * the catalogue, or never was in it (an offer for a request), is ranked under the name it was
 * ordered by.
 */
export function topProducts(db: Db, p: Period, locale: Locale): Promise<AnalyticsRanked[]> {
  return queryRows<AnalyticsRanked>(
    db,
    sql`select top.product_id as id,
        coalesce(${translated('product_translations', 'product_id', sql`pr.id`, 'name', locale)}, top.name) as name,
        top.revenue::float8 as revenue, top.units::int as units
      from (select l.product_id, min(l.product_name) as name, sum(l.amount) as revenue, sum(l.quantity) as units
        from (${lines(p)}) l
        group by l.product_id, case when l.product_id is null then l.product_name end
        order by revenue desc, units desc, name limit ${ANALYTICS_TOP}) top
      left join products pr on pr.id = top.product_id
      order by top.revenue desc, top.units desc, name`,
  )
}

/** The ten categories that brought the most revenue (by the product's category), with the units sold. */
export function topCategories(db: Db, p: Period, locale: Locale): Promise<AnalyticsRanked[]> {
  return queryRows<AnalyticsRanked>(
    db,
    sql`select top.category_id as id,
        coalesce(${translated('category_translations', 'category_id', sql`top.category_id`, 'name', locale)}, '') as name,
        top.revenue::float8 as revenue, top.units::int as units
      from (select pr.category_id, sum(l.amount) as revenue, sum(l.quantity) as units
        from (${lines(p)}) l left join products pr on pr.id = l.product_id
        group by pr.category_id
        order by revenue desc, units desc, pr.category_id limit ${ANALYTICS_TOP}) top
      order by top.revenue desc, top.units desc, top.category_id`,
  )
}
