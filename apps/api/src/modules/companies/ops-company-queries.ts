import type { OpsCompany, OpsCompanyRow } from '@caravanserai/contracts/ops-companies'
import { CUSTOMER_ORDERS_SHOWN } from '@caravanserai/contracts/ops-customers'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { containsPattern } from '../../db/like-pattern.ts'
import { SETTLED_TOTAL } from '../orders/settlement.ts'

// Raw: rows built as JSON by the database, with counts and sums per company
// (docs/decisions/022-typed-data-access.md).

/** The owner first named (the earliest owner): a personal account's name. */
const OWNER_NAME = sql`coalesce((select trim(u.first_name || ' ' || u.last_name) from company_members m
  join users u on u.id = m.user_id where m.company_id = c.id and m.role = 'owner'
  order by m.created_at, m.user_id limit 1), '')`

/** What the search looks in: the legal name, the tax id, and every member's name and email. */
const SEARCHED = sql`(coalesce(c.legal_name, '') || E'\\n' || c.tax_id || E'\\n' || coalesce((
  select string_agg(u.first_name || ' ' || u.last_name || E'\\n' || u.email, E'\\n')
  from company_members m join users u on u.id = m.user_id where m.company_id = c.id), ''))`

const rowJson = sql`json_build_object(
  'id', c.id,
  'legal_name', c.legal_name,
  'owner_name', ${OWNER_NAME},
  'tax_id', c.tax_id,
  'country', c.country,
  'members_count', (select count(*) from company_members m where m.company_id = c.id),
  'orders_count', (select count(*) from orders o where o.company_id = c.id),
  'ordered_total', (select coalesce(sum(o.total_price + coalesce(o.shipping_price, 0)), 0)::numeric(14, 2)::text
    from orders o where o.company_id = c.id and o.status <> 'cancelled'),
  'last_order_at', (select max(o.created_at) from orders o where o.company_id = c.id),
  'created_at', c.created_at)`

/** Companies with at least one person who is not staff: a staff member's own company is theirs. */
const IS_BUYER = sql`exists (select 1 from company_members m join users u on u.id = m.user_id
  where m.company_id = c.id and not u.is_staff and u.deleted_at is null)`

type ListFilters = { page: number; pageSize: number; search?: string }

/** A page of companies, newest first, by search, and how many match. */
export async function listCompanies(db: Db, filters: ListFilters) {
  const where = [IS_BUYER]
  if (filters.search) where.push(sql`${SEARCHED} ilike ${containsPattern(filters.search)}`)
  const condition = sql.join(where, sql` and `)
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from companies c where ${condition}`,
  )
  const rows = await queryRows<{ row: OpsCompanyRow }>(
    db,
    sql`select ${rowJson} as row from companies c where ${condition}
      order by c.created_at desc, c.id desc
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
  )
  return { count: counted?.count ?? 0, results: rows.map((r) => r.row) }
}

/** The company's page: details, people, newest orders with who placed them; null when unknown. */
export async function getCompany(db: Db, id: number): Promise<OpsCompany | null> {
  const [found] = await queryRows<{ company: OpsCompany }>(
    db,
    sql`select (${rowJson})::jsonb || jsonb_build_object(
        'registration_number', c.registration_number,
        'legal_address', c.legal_address,
        'approval_threshold', c.approval_threshold::text,
        'members', (select coalesce(jsonb_agg(jsonb_build_object('id', u.id,
            'name', trim(u.first_name || ' ' || u.last_name), 'email', u.email, 'role', m.role,
            'monthly_limit', m.monthly_limit::text,
            'orders_count', (select count(*) from orders o where o.company_id = c.id and o.user_id = u.id),
            'joined_at', m.created_at) order by m.created_at, u.id), '[]')
          from company_members m join users u on u.id = m.user_id where m.company_id = c.id),
        'orders', (select coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'order_number', o.order_number,
            'created_at', o.created_at, 'status', o.status, 'payment_state', o.payment_state,
            'total_amount', (o.total_price + coalesce(o.shipping_price, 0))::float8,
            'settlement_currency', o.settlement_currency, 'settlement_total_amount', ${SETTLED_TOTAL}::float8,
            'placed_by', jsonb_build_object('id', pu.id, 'name', trim(pu.first_name || ' ' || pu.last_name)))
          order by o.created_at desc, o.id desc), '[]')
          from (select * from orders where company_id = c.id
            order by created_at desc, id desc limit ${CUSTOMER_ORDERS_SHOWN}) o
          join users pu on pu.id = o.user_id)) as company
      from companies c where c.id = ${id} and ${IS_BUYER}`,
  )
  return found?.company ?? null
}
