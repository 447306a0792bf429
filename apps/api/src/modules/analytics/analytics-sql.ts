import { type SQL, sql } from 'drizzle-orm'
import type { Period } from './analytics-period.ts'

/** The period's first instant (UTC midnight of its first day). */
export const startOf = (p: Period): SQL => sql`((${p.from}::date)::timestamp at time zone 'UTC')`
/** The instant after the period (UTC midnight after its last day). */
export const endOf = (p: Period): SQL => sql`((${p.to}::date + 1)::timestamp at time zone 'UTC')`

/** `column` (a timestamptz) falls within the period. */
export const within = (p: Period, column: SQL): SQL =>
  sql`${column} >= ${startOf(p)} and ${column} < ${endOf(p)}`

/** The order `alias` ships to the period's destination (true without one). */
export const toDestination = (p: Period, alias: string): SQL =>
  p.destination === null ? sql`true` : sql`${sql.raw(alias)}.destination_id = ${p.destination}`

/**
 * Revenue (docs/product.md#analytics): what the buyer agreed to pay (`total_amount`: the goods at
 * request time and the quoted shipping) for the orders approved in the period — the buyer
 * accepted the quote, or an accepted offer made the order at that stage — dated by approval.
 * An order cancelled since is no sale (docs/decisions/041-ways-out-of-an-order.md) and does not
 * count. Products and categories rank by their lines' value, which has no shipping.
 */
export const approvedWithin = (p: Period, alias: string): SQL =>
  sql`${within(p, sql.raw(`${alias}.approved_at`))} and ${sql.raw(alias)}.status <> 'cancelled' and ${toDestination(p, alias)}`
