import type { Locale } from '@caravanserai/contracts/languages'
import {
  CUSTOMER_ORDERS_SHOWN,
  type CustomerStatus,
  type OpsCustomer,
  type OpsCustomerRow,
} from '@caravanserai/contracts/ops-customers'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type Db, queryRows } from '../../db/client.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import { users } from '../../db/schema/accounts.ts'
import { translated } from '../../db/translations.ts'
import { findUser, profileJson, type UserRow } from '../accounts/user-queries.ts'
import { addressesAddedBy } from '../addresses/addresses-service.ts'
import { SETTLED_TOTAL } from '../orders/settlement.ts'

/** `users` under the name the raw queries here give it (`from users u`). */
const u = alias(users, 'u')

/** A buyer account the console may show: not staff, not erased (docs/product.md#customers). */
const IS_CUSTOMER = sql`not ${u.isStaff} and ${u.deletedAt} is null`

/**
 * What the search looks in: name, email and tax id as one text, so that one trigram index on
 * exactly this expression can serve it once there are buyers enough to need one.
 */
const SEARCHED = sql`(u.first_name || ' ' || u.last_name || E'\\n' || u.email || E'\\n' || u.tax_id)`

const STATUS: Record<CustomerStatus, SQL> = {
  active: sql`u.is_active`,
  deactivated: sql`not u.is_active`,
  unverified: sql`not u.is_verified`,
}

const rowJson = sql`json_build_object(
  'id', u.id,
  'name', trim(u.first_name || ' ' || u.last_name),
  'email', u.email,
  'company', (select a.company_name from shipping_addresses a
    where a.user_id = u.id and coalesce(a.company_name, '') <> ''
    order by a.is_default_shipping desc, a.is_default_billing desc, a.id limit 1),
  'tax_id', u.tax_id,
  'is_verified', u.is_verified,
  'is_active', u.is_active,
  'orders_count', (select count(*) from orders o where o.user_id = u.id),
  'last_order_at', (select max(o.created_at) from orders o where o.user_id = u.id),
  'created_at', u.created_at)`

type ListFilters = { page: number; pageSize: number; status?: CustomerStatus; search?: string }

/** A page of buyer accounts, newest first, by status and search, and how many match. */
export async function listCustomers(db: Db, filters: ListFilters) {
  const where = [IS_CUSTOMER]
  if (filters.status) where.push(STATUS[filters.status])
  if (filters.search) where.push(sql`${SEARCHED} ilike ${containsPattern(filters.search)}`)
  const condition = sql.join(where, sql` and `)
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from users u where ${condition}`,
  )
  const rows = await queryRows<{ row: OpsCustomerRow }>(
    db,
    sql`select ${rowJson} as row from users u where ${condition}
      order by u.created_at desc, u.id desc
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
  )
  return { count: counted?.count ?? 0, results: rows.map((r) => r.row) }
}

/** The buyer account `id` (locked for a write when asked); undefined for staff, erased or unknown ids. */
export async function findCustomer(db: Db, id: number, { lock = false } = {}): Promise<UserRow | undefined> {
  const found = db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.id, id), IS_CUSTOMER))
  const [row] = await (lock ? found.for('update') : found)
  return row ? findUser(db, id) : undefined
}

type Extra = { language: Locale; updated_at: string; orders: OpsCustomer['orders']; orders_count: number }

/**
 * Everything the customer's page shows: the profile, the address book, the newest orders with
 * their count, and every review with its hidden state; null for anything but a buyer account.
 * Product names are in the operator's `locale`.
 */
export async function getCustomer(db: Db, id: number, locale: Locale): Promise<OpsCustomer | null> {
  const user = await findCustomer(db, id)
  if (!user) return null
  const [extra] = await queryRows<Extra>(
    db,
    sql`select u.locale as language, u.updated_at,
        (select coalesce(json_agg(json_build_object('id', o.id, 'order_number', o.order_number,
            'created_at', o.created_at, 'status', o.status, 'payment_state', o.payment_state,
            'total_amount', (o.total_price + coalesce(o.shipping_price, 0))::float8,
            'settlement_currency', o.settlement_currency, 'settlement_total_amount', ${SETTLED_TOTAL}::float8)
          order by o.created_at desc, o.id desc), '[]')
          from (select * from orders where user_id = u.id
            order by created_at desc, id desc limit ${CUSTOMER_ORDERS_SHOWN}) o) as orders,
        (select count(*)::int from orders where user_id = u.id) as orders_count
      from users u where u.id = ${id}`,
  )
  const reviews = await queryRows<{ review: OpsCustomer['reviews'][number] }>(
    db,
    sql`select json_build_object('id', r.id,
        'product', json_build_object('id', r.product_id,
          'name', coalesce(${translated('product_translations', 'product_id', sql`r.product_id`, 'name', locale)}, '')),
        'rating', r.rating, 'comment', r.comment, 'review_date', r.review_date,
        'hidden_at', r.hidden_at, 'hidden_reason', r.hidden_reason) as review
      from reviews r where r.user_id = ${id} order by r.review_date desc, r.id desc`,
  )
  return {
    ...profileOf(user),
    language: extra!.language,
    updated_at: new Date(extra!.updated_at).toISOString(),
    addresses: await addressesAddedBy(db, id),
    orders: extra!.orders,
    orders_count: extra!.orders_count,
    reviews: reviews.map((r) => r.review),
  }
}

/** The profile as the buyer's own profile call gives it, less what only staff accounts have. */
function profileOf(user: UserRow) {
  const { is_staff: _, staff_role: __, ...profile } = profileJson(user)
  return profile
}
