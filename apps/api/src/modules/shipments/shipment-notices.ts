import type { Locale } from '@caravanserai/contracts/languages'
import { sql } from 'drizzle-orm'
import { type Db, inTransaction, queryRows } from '../../db/client.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import {
  type ShipmentLateParams,
  type ShipmentNews,
  type ShipmentNewsParams,
  shipmentLateEmail,
  shipmentNewsEmail,
} from './shipment-emails.ts'
import { lateSql } from './shipment-route.ts'

// The buyer hears of the shipments of an order at most once a day, in one email of everything new
// since the last, and once when a shipment runs late (docs/decisions/060-shipment-milestones.md).
// Each is claimed by a conditional update in the transaction that queues it, so that of several
// instances running this at once one sends it and the others find it sent.

export const NEWS_EVERY_MS = 24 * 60 * 60 * 1000

export type NoticeRun = { now: Date; email: EmailContext }

/** The order's buyer (who placed it), in the order's language; nothing for an anonymised account. */
const RECIPIENT = sql`select u.email as to, o.language as locale,
    trim(u.first_name || ' ' || u.last_name) as name, o.order_number as "orderNumber",
    coalesce((select d.name from destination_translations d
      where d.destination_id = o.destination_id and d.locale = o.language),
      (select d.name from destination_translations d
        where d.destination_id = o.destination_id and d.locale = 'en'), '') as destination
  from orders o join users u on u.id = o.user_id`

type Recipient = { to: string; locale: Locale } & Pick<
  ShipmentNewsParams,
  'name' | 'orderNumber' | 'destination'
>

/** Order `orderId`'s news, claimed and queued in one transaction; false when another took it or nothing waits. */
function sendNews(db: Db, orderId: number, run: NoticeRun): Promise<boolean> {
  const since = new Date(run.now.getTime() - NEWS_EVERY_MS)
  return inTransaction(db, async (tx) => {
    const [claimed] = await queryRows<{ id: number }>(
      tx,
      sql`update orders o set milestones_emailed_at = ${run.now}
        where o.id = ${orderId} and (o.milestones_emailed_at is null or o.milestones_emailed_at <= ${since})
          and exists (select 1 from shipment_milestones m join shipments s on s.id = m.shipment_id
            where s.order_id = o.id and m.emailed_at is null)
        returning o.id`,
    )
    if (!claimed) return false
    const shipments = await queryRows<ShipmentNews>(
      tx,
      sql`with taken as (update shipment_milestones m set emailed_at = ${run.now}
          from shipments s where s.id = m.shipment_id and s.order_id = ${orderId} and m.emailed_at is null
          returning m.id, m.shipment_id, m.kind, m.occurred_on, m.place, m.note, m.delay_days)
        select s.number, s.tracking_number as tracking, s.estimated_arrival::text as estimated_arrival,
          s.delivered_on::text as delivered_on,
          json_agg(json_build_object('kind', t.kind, 'occurred_on', t.occurred_on, 'place', t.place,
            'note', t.note, 'delay_days', t.delay_days) order by t.occurred_on, t.id) as milestones
        from taken t join shipments s on s.id = t.shipment_id
        group by s.id order by s.number`,
    )
    const [buyer] = await queryRows<Recipient>(
      tx,
      sql`${RECIPIENT} where o.id = ${orderId} and u.deleted_at is null`,
    )
    if (!buyer) return true
    const { to, locale, ...who } = buyer
    await enqueueEmail(
      tx,
      { to, locale, template: shipmentNewsEmail, params: { ...who, orderId, shipments } },
      run.email,
    )
    return true
  })
}

/** Shipment `id`'s late notice, claimed and queued in one transaction; false when already sent. */
function sendLate(db: Db, id: number, run: NoticeRun): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [claimed] = await queryRows<Omit<ShipmentLateParams, 'name' | 'orderNumber'>>(
      tx,
      sql`update shipments set late_emailed_at = ${run.now}
        where id = ${id} and late_emailed_at is null
        returning order_id as "orderId", number, tracking_number as tracking,
          estimated_arrival::text as estimated_arrival`,
    )
    if (!claimed) return false
    const [buyer] = await queryRows<Recipient>(
      tx,
      sql`${RECIPIENT} where o.id = ${claimed.orderId} and u.deleted_at is null`,
    )
    if (!buyer) return true
    const { to, locale, name, orderNumber } = buyer
    await enqueueEmail(
      tx,
      { to, locale, template: shipmentLateEmail, params: { ...claimed, name, orderNumber } },
      run.email,
    )
    return true
  })
}

/**
 * Sends what is due at `run.now`: the news of each order with milestones waiting whose last news
 * went 24 hours ago or never, and the late notice of each shipment past its estimate that has
 * had none. Safe to run at once on any number of instances; returns how many emails it queued.
 */
export async function sendShipmentNotices(db: Db, run: NoticeRun): Promise<{ news: number; late: number }> {
  const since = new Date(run.now.getTime() - NEWS_EVERY_MS)
  const today = run.now.toISOString().slice(0, 10)
  const due = await queryRows<{ id: number }>(
    db,
    sql`select distinct o.id from shipment_milestones m join shipments s on s.id = m.shipment_id
        join orders o on o.id = s.order_id
      where m.emailed_at is null
        and (o.milestones_emailed_at is null or o.milestones_emailed_at <= ${since})
      order by o.id`,
  )
  let news = 0
  for (const { id } of due) if (await sendNews(db, id, run)) news += 1
  const late = await queryRows<{ id: number }>(
    db,
    sql`select s.id from shipments s where ${lateSql(today)} and s.late_emailed_at is null order by s.id`,
  )
  let told = 0
  for (const { id } of late) if (await sendLate(db, id, run)) told += 1
  return { news, late: told }
}
