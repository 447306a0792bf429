import type { Locale } from '@caravanserai/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'
import { translated } from '../../db/translations.ts'

/** Who reads the request: its buyer, or an operator (who also sees who the buyer is). */
export type RfqViewer = 'buyer' | 'staff'

/** Where a viewer downloads a request's files. */
export const RFQ_FILES_BASE: Record<RfqViewer, string> = { buyer: '/api/rfqs/', staff: '/api/ops/rfqs/' }

const name = (table: string, fk: string, id: SQL, locale: Locale) =>
  sql`coalesce(${translated(table, fk, id, 'name', locale)}, '')`

/** A variation `{id, name}` in the viewer's locale (its own name when untranslated), or null. */
function variationJson(id: SQL, locale: Locale): SQL {
  return sql`case when ${id} is null then null else json_build_object('id', ${id},
    'name', coalesce(${translated('product_variation_translations', 'product_variation_id', id, 'name', locale)},
      (select pv.name from product_variations pv where pv.id = ${id}), '')) end`
}

/** The standing offer of request `r`: its newest. */
function offerJson(locale: Locale, today: string): SQL {
  return sql`(select json_build_object(
      'id', f.id,
      'product_variation', ${variationJson(sql`f.product_variation_id`, locale)},
      'quantity', f.quantity,
      'unit_price', f.unit_price::float8,
      'shipping_price', f.shipping_price::float8,
      'total_amount', (f.quantity * f.unit_price + f.shipping_price)::float8,
      'incoterm', f.incoterm,
      'incoterm_place', f.incoterm_place,
      'valid_until', f.valid_until,
      'expired', f.valid_until < ${today}::date,
      'notes', f.notes,
      'hs_code', f.hs_code,
      'origin_country', f.origin_country,
      'net_weight_kg', f.net_weight_kg::float8,
      'gross_weight_kg', f.gross_weight_kg::float8,
      'created_at', f.created_at)
    from rfq_offers f where f.rfq_id = r.id order by f.id desc limit 1)`
}

/** The buyer as the operators see them; the company is their default shipping address's. */
const buyerJson = sql`(select json_build_object('id', u.id, 'email', u.email,
    'name', trim(u.first_name || ' ' || u.last_name),
    'company', coalesce((select a.company_name from shipping_addresses a
      where a.user_id = u.id and a.is_default_shipping), ''))
  from users u where u.id = r.user_id)`

/**
 * One request (alias `r`) as JSON built by the database, without `available_actions`: names in
 * the viewer's locale, money as numbers summed in numeric, the standing offer marked expired when
 * its last day is before `today` (YYYY-MM-DD, the UTC date of the app's clock).
 */
export function rfqJson(locale: Locale, viewer: RfqViewer, today: string): SQL {
  // A literal, not a parameter: PostgreSQL could not type a parameter beside ||.
  const filesBase = sql.raw(`'${RFQ_FILES_BASE[viewer]}'`)
  return sql`json_build_object(
    'id', r.id,
    'rfq_number', r.rfq_number,
    'status', r.status,
    'title', r.title,
    'product', case when r.product_id is null then null else json_build_object('id', r.product_id,
      'name', ${name('product_translations', 'product_id', sql`r.product_id`, locale)},
      'producer', (select json_build_object('id', pr.id, 'name', pr.name)
        from products p join producers pr on pr.id = p.producer_id where p.id = r.product_id)) end,
    'product_variation', ${variationJson(sql`r.product_variation_id`, locale)},
    'category', case when r.category_id is null then null else json_build_object('id', r.category_id,
      'name', ${name('category_translations', 'category_id', sql`r.category_id`, locale)}) end,
    'details', r.details,
    'quantity', r.quantity::float8,
    'unit', r.unit,
    'target_price', r.target_price::float8,
    'shipping_destination', json_build_object('id', r.destination_id,
      'name', ${name('destination_translations', 'destination_id', sql`r.destination_id`, locale)}),
    'needed_by', r.needed_by,
    'language', r.language,
    'files', (select coalesce(json_agg(json_build_object('id', sf.id, 'name', sf.name,
        'content_type', sf.content_type, 'size', sf.size,
        'download_url', ${filesBase} || r.id || '/files/' || sf.id || '/') order by sf.id), '[]')
      from rfq_files rf join stored_files sf on sf.id = rf.file_id where rf.rfq_id = r.id),
    'offer', ${offerJson(locale, today)},
    'decline_reason', r.decline_reason,
    'order', (select json_build_object('id', o.id, 'order_number', o.order_number) from orders o where o.id = r.order_id),
    'placed_by', (select json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name))
      from users u where u.id = r.user_id),
    'buyer', ${viewer === 'staff' ? buyerJson : sql`null`},
    'created_at', r.created_at,
    'updated_at', r.updated_at
  )`
}
