import type { Locale } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'
import { translated } from '../../db/translations.ts'
import { documentsJson } from '../documents/documents-queries.ts'
import { shipmentsJson } from '../shipments/order-shipments.ts'
import { SETTLED_GOODS, SETTLED_SHIPPING, SETTLED_TOTAL } from './settlement.ts'

const person = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'email', ${alias}.email,
    'name', trim(${alias}.first_name || ' ' || ${alias}.last_name))`)

/** A person as a company's colleagues see them: id and name. */
const named = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'name', trim(${alias}.first_name || ' ' || ${alias}.last_name))`,
  )

/**
 * Whether cancelled order `o` was declined: an operator ended it before any quote, which the
 * machine allows only as a decline (docs/decisions/041-ways-out-of-an-order.md).
 */
export const declined = (): SQL => sql`(o.cancelled_by = 'staff' and o.quoted_at is null)`

/**
 * One order (alias `o`) as JSON built by the database, money as numbers of two decimals summed
 * in numeric (never in floats). The destination is named in the viewer's locale; item names stay
 * as copied in the order's language; `placed_by` is the person of the buying company who placed it. `ops`
 * adds the buyer, the actors and notes of the history. Shipments come as stored: `withProgress`
 * (shipments/order-shipments.ts) completes each.
 */
export function orderJson(locale: Locale, { ops = false } = {}): SQL {
  const historyExtra = ops
    ? sql`, 'actor', (select ${person('u')} from users u where u.id = h.actor_user_id), 'note', h.note`
    : sql``
  const buyer = ops
    ? sql`, 'buyer', (select json_build_object('id', u.id, 'email', u.email,
        'name', trim(u.first_name || ' ' || u.last_name), 'phone_number', u.phone_number)
        from users u where u.id = o.user_id),
      'company', (select json_build_object('id', c.id, 'legal_name', c.legal_name)
        from companies c where c.id = o.company_id)`
    : sql``
  return sql`json_build_object(
    'id', o.id,
    'order_number', o.order_number,
    'status', o.status,
    'created_at', o.created_at,
    'updated_at', o.updated_at,
    'quoted_at', o.quoted_at,
    'approved_at', o.approved_at,
    'shipped_at', o.shipped_at,
    'delivered_at', o.delivered_at,
    'completed_at', o.completed_at,
    'cancelled_at', o.cancelled_at,
    'cancellation', case when o.status = 'cancelled' then json_build_object('by', o.cancelled_by,
      'reason', o.cancellation_reason, 'declined', ${declined()}) end,
    'total_price', o.total_price::float8,
    'shipping_price', o.shipping_price::float8,
    'total_amount', (o.total_price + coalesce(o.shipping_price, 0))::float8,
    'tracking_number', o.tracking_number,
    'incoterm', o.incoterm,
    'incoterm_place', o.incoterm_place,
    'quote_valid_until', o.quote_valid_until,
    'estimated_arrival', (o.quoted_at at time zone 'UTC')::date + o.lead_days,
    'shipments', ${shipmentsJson(locale)},
    'settlement_currency', o.settlement_currency,
    'settlement_rate', o.settlement_rate::text,
    'settlement_rate_on', o.settlement_rate_on,
    'settlement_total_price', ${SETTLED_GOODS}::float8,
    'settlement_shipping_price', ${SETTLED_SHIPPING}::float8,
    'settlement_total_amount', ${SETTLED_TOTAL}::float8,
    'payment_state', o.payment_state,
    'amount_paid', o.amount_paid::float8,
    'amount_due', (${SETTLED_TOTAL} - o.amount_paid)::float8,
    'payment_override_reason', o.payment_override_reason,
    'claim_open', exists (select 1 from claims c where c.order_id = o.id and c.state = 'open'),
    'replacement_for', (select json_build_object('id', r.id, 'order_number', r.order_number)
      from claims c join orders r on r.id = c.order_id where c.replacement_order_id = o.id),
    'company_approval', case when o.approval_requested_at is not null then json_build_object(
      'requested_at', o.approval_requested_at,
      'requested_by', (select ${named('u')} from users u where u.id = o.approval_requested_by),
      'reason', o.approval_reason,
      'limit', case o.approval_reason
        when 'threshold' then (select c.approval_threshold::text from companies c where c.id = o.company_id)
        else (select m.monthly_limit::text from company_members m
          where m.company_id = o.company_id and m.user_id = o.approval_requested_by) end,
      'waiting', o.status = 'pending_approval') end,
    'approved_by', (select ${named('u')} from users u where u.id = o.approved_by),
    'customer_notes', o.customer_notes,
    'language', o.language,
    'shipping_destination', json_build_object('id', o.destination_id,
      'name', coalesce(${translated('destination_translations', 'destination_id', sql`o.destination_id`, 'name', locale)}, '')),
    'shipping_address', o.shipping_address,
    'order_items', (select coalesce(json_agg(json_build_object(
        'id', i.id,
        'quantity', i.quantity,
        'line_total', (i.quantity * i.unit_price)::float8,
        'product_variation', json_build_object(
          'id', i.product_variation_id,
          'name', i.variation_name,
          'price', i.unit_price::float8,
          'product_id', i.product_id,
          'product_name', i.product_name,
          'product_avatar', i.product_avatar)
      ) order by i.id), '[]') from order_items i where i.order_id = o.id),
    'documents', ${documentsJson(ops ? '/api/ops/orders/' : '/api/orders/')},
    'placed_by', (select json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name))
      from users u where u.id = o.user_id),
    'history', (select coalesce(json_agg(json_build_object(
        'from_status', h.from_status,
        'status', h.to_status,
        'actor_role', h.actor_role,
        'created_at', h.created_at ${historyExtra}
      ) order by h.created_at, h.id), '[]') from order_history h where h.order_id = o.id)
    ${buyer}
  )`
}

/** The internal notes of order `o`, oldest first (operators only). */
export function orderNotesJson(): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'id', n.id, 'body', n.body, 'created_at', n.created_at,
      'author', (select ${person('u')} from users u where u.id = n.author_id)
    ) order by n.created_at, n.id), '[]') from order_notes n where n.order_id = o.id)`
}
