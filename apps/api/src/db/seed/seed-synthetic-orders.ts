import { sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../client.ts'

const BUYERS = 2000

/**
 * Scale data for bench/analytics.ts: `count` orders over the last two years, by 2,000 buyers,
 * each with 1–4 lines of random catalogue variations, the dates its steps stamp and one history
 * row per step (request → quote within 3 days → approval within 5 → shipment within 10 →
 * delivery → completion), half of them completed and a tenth left at each earlier status, each
 * shipped one with its shipment; and cart lines over the same two years. Set-based SQL over the catalogue already there.
 */
export async function seedSyntheticOrders(db: Db, count: number): Promise<void> {
  const tag = Date.now().toString(36)
  await inTransaction(db, async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query)
    await run(sql`set local statement_timeout = 0`)
    await run(sql`insert into users (email, password_hash, first_name, last_name, is_verified)
      select 'bench-buyer-' || g || '@bench.example', '!', 'Bench', 'Buyer ' || g, true
      from generate_series(1, ${BUYERS}) g on conflict do nothing`)
    // Each buyer owns a company of one, as registration makes (docs/decisions/056-companies-are-the-buyer.md):
    // the new companies' ids paired in order with the buyers that have none.
    await run(sql`with need as (select u.id, row_number() over (order by u.id) as n from users u
          where u.email like 'bench-buyer-%' and not exists (select 1 from company_members m where m.user_id = u.id)),
        made as (insert into companies (created_at, updated_at) select now(), now() from need returning id)
      insert into company_members (company_id, user_id, role)
      select c.id, need.id, 'owner' from (select id, row_number() over (order by id) as n from made) c
        join need on need.n = c.n`)
    await run(sql`create temporary table synthetic_orders on commit drop as
      select g, stage, created,
        created + q * interval '72 hours' as quoted,
        created + q * interval '72 hours' + a * interval '120 hours' as approved,
        created + q * interval '72 hours' + a * interval '120 hours' + s * interval '240 hours' as shipped
      from (select g, least(5, floor(random() * 10)::int) as stage,
          now() - random() * interval '730 days' as created, random() as q, random() as a, random() as s
        from generate_series(1, ${count}) g) r`)
    await run(sql`with b as (select array_agg(id) ids from users where email like 'bench-buyer-%'),
        d as (select array_agg(id) ids from destinations)
      insert into orders (order_number, user_id, company_id, status, destination_id, total_price, shipping_price, tracking_number,
        payment_override_reason, created_at, updated_at, quoted_at, approved_at, shipped_at, delivered_at, completed_at)
      select 'SYN-' || ${tag} || '-' || o.g, pick.id,
        (select m.company_id from company_members m where m.user_id = pick.id order by m.created_at, m.company_id limit 1),
        (array['pending_shipping', 'pending_approval', 'processing', 'shipped', 'delivered', 'completed'])[1 + o.stage]::order_status,
        d.ids[1 + floor(random() * array_length(d.ids, 1))::int], 0,
        case when o.stage >= 1 then round((50 + random() * 950)::numeric, 2) end,
        case when o.stage >= 3 then 'TRK' || o.g end, case when o.stage >= 3 then 'synthetic' end,
        o.created, o.created,
        case when o.stage >= 1 then o.quoted end, case when o.stage >= 2 then o.approved end,
        case when o.stage >= 3 then o.shipped end,
        case when o.stage >= 4 then o.shipped + interval '10 days' end,
        case when o.stage >= 5 then o.shipped + interval '13 days' end
      from synthetic_orders o, b, d,
        lateral (select b.ids[1 + floor(random() * array_length(b.ids, 1) + o.g * 0)::int] as id) pick
      order by o.created`)
    await run(sql`with v as (select array_agg(id) ids from product_variations)
      insert into order_items (order_id, product_id, product_variation_id, quantity, unit_price, product_name, variation_name, created_at)
      select o.id, pv.product_id, pv.id, 1 + floor(random() * 40)::int, pv.price, 'Synthetic product ' || pv.product_id, pv.name, o.created_at
      from orders o cross join v, generate_series(0, o.id % 4) k,
        lateral (select v.ids[1 + floor(random() * array_length(v.ids, 1) + k * 0)::int] as id) pick
        join product_variations pv on pv.id = pick.id
      where o.order_number like ${`SYN-${tag}-%`}`)
    await run(sql`update orders o set total_price = t.total
      from (select order_id, sum(quantity * unit_price) as total from order_items group by order_id) t
      where t.order_id = o.id and o.order_number like ${`SYN-${tag}-%`}`)
    await run(sql`insert into order_history (order_id, actor_role, from_status, to_status, created_at)
      select o.id, h.role::order_actor_role, h.from_status::order_status, h.to_status::order_status, h.at
      from orders o, lateral (values
        ('customer', null, 'pending_shipping', o.created_at),
        ('staff', 'pending_shipping', 'pending_approval', o.quoted_at),
        ('customer', 'pending_approval', 'processing', o.approved_at),
        ('staff', 'processing', 'shipped', o.shipped_at),
        ('customer', 'shipped', 'delivered', o.delivered_at),
        ('customer', 'delivered', 'completed', o.completed_at)) h(role, from_status, to_status, at)
      where h.at is not null and o.order_number like ${`SYN-${tag}-%`}`)
    // Each order shipped left as one shipment of all its lines (docs/decisions/060-shipment-milestones.md).
    await run(sql`insert into shipments (order_id, number, tracking_number, dispatched_on, delivered_on,
        created_at, updated_at)
      select o.id, 1, o.tracking_number, (o.shipped_at at time zone 'UTC')::date,
        (o.delivered_at at time zone 'UTC')::date, o.shipped_at, o.shipped_at
      from orders o where o.shipped_at is not null and o.order_number like ${`SYN-${tag}-%`}`)
    await run(sql`insert into shipment_lines (shipment_id, order_item_id, quantity)
      select s.id, i.id, i.quantity from shipments s join orders o on o.id = s.order_id
        join order_items i on i.order_id = o.id where o.order_number like ${`SYN-${tag}-%`}`)
    await run(sql`insert into shipment_milestones (shipment_id, kind, occurred_on, recorded_at, emailed_at)
      select s.id, m.kind::milestone_kind, m.day, s.created_at, s.created_at
      from shipments s join orders o on o.id = s.order_id,
        lateral (values ('dispatched', s.dispatched_on), ('delivered', s.delivered_on)) m(kind, day)
      where m.day is not null and o.order_number like ${`SYN-${tag}-%`}`)
    await run(sql`with b as (select array_agg(id) ids from users where email like 'bench-buyer-%'),
        v as (select array_agg(id) ids from product_variations)
      insert into cart_items (user_id, product_variation_id, quantity, created_at, updated_at)
      select b.ids[1 + floor(random() * array_length(b.ids, 1) + g * 0)::int],
        v.ids[1 + floor(random() * array_length(v.ids, 1) + g * 0)::int], 1, c.at, c.at
      from generate_series(1, ${count / 10}) g, b, v, lateral (select now() - random() * interval '730 days' + g * interval '0 s' as at) c
      on conflict do nothing`)
  })
  await db.execute(sql`analyze orders, order_items, order_history, cart_items`)
}
