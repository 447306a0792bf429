import type { MilestoneKind } from '@caravanserai/contracts/shipments'
import type { MessageKey } from '../../i18n/messages.ts'
import { defineEmail } from '../email/email-template.ts'
import { code } from '../orders/order-emails.ts'

// The buyer's emails about shipments (docs/decisions/060-shipment-milestones.md): the day's news
// of an order's shipments, and a shipment running late.

export type NewsMilestone = {
  kind: MilestoneKind
  occurred_on: string
  place: string | null
  note: string | null
  delay_days: number | null
}

export type ShipmentNews = {
  number: number
  tracking: string
  estimated_arrival: string | null
  delivered_on: string | null
  milestones: NewsMilestone[]
}

export type ShipmentNewsParams = {
  name: string
  orderId: number
  orderNumber: string
  destination: string
  shipments: ShipmentNews[]
}

/** The message of each kind's line; `delivered` has its own key, apart from the arrival line. */
const LINE: Record<MilestoneKind, MessageKey> = {
  dispatched: 'email.shipmentNews.dispatched',
  border_crossed: 'email.shipmentNews.border_crossed',
  customs_cleared: 'email.shipmentNews.customs_cleared',
  out_for_delivery: 'email.shipmentNews.out_for_delivery',
  delivered: 'email.shipmentNews.delivered_on',
  delayed: 'email.shipmentNews.delayed',
}

/**
 * What happened to an order's shipments since its last such email: per shipment its new
 * milestones in order (the place and the operator's note as written), then its updated estimate,
 * or the day it was delivered.
 */
export const shipmentNewsEmail = defineEmail<ShipmentNewsParams>(
  'shipment_news',
  (p, { t, link, locale }) => {
    const orderNumber = code(p.orderNumber, locale)
    const shipment = (s: ShipmentNews) => {
      const lines = [
        t('email.shipmentNews.shipment', { number: s.number, tracking: code(s.tracking, locale) }),
      ]
      for (const m of s.milestones) {
        const place = m.place ?? ''
        lines.push(
          t(LINE[m.kind], {
            date: m.occurred_on,
            place,
            days: m.delay_days ?? 0,
            destination: p.destination,
          }),
        )
        if (m.place && m.kind !== 'border_crossed') lines.push(t('email.shipmentNews.place', { place }))
        if (m.note) lines.push(m.note)
      }
      if (s.delivered_on) lines.push(t('email.shipmentNews.delivered', { date: s.delivered_on }))
      else if (s.estimated_arrival)
        lines.push(t('email.shipmentNews.estimate', { date: s.estimated_arrival }))
      return lines.join('\n')
    }
    return {
      subject: t('email.shipmentNews.subject', { orderNumber }),
      greeting: p.name,
      paragraphs: [t('email.shipmentNews.body', { orderNumber }), ...p.shipments.map(shipment)],
      action: { label: t('email.shipmentNews.action'), url: link(`/orders/${p.orderId}`) },
    }
  },
)

export type ShipmentLateParams = {
  name: string
  orderId: number
  orderNumber: string
  number: number
  tracking: string
  estimated_arrival: string
}

/** A shipment is past its estimated arrival and not delivered: told once. */
export const shipmentLateEmail = defineEmail<ShipmentLateParams>(
  'shipment_late',
  (p, { t, link, locale }) => {
    const params = {
      orderNumber: code(p.orderNumber, locale),
      number: p.number,
      tracking: code(p.tracking, locale),
      date: p.estimated_arrival,
    }
    return {
      subject: t('email.shipmentLate.subject', params),
      greeting: p.name,
      paragraphs: [t('email.shipmentLate.body', params)],
      action: { label: t('email.shipmentLate.action'), url: link(`/orders/${p.orderId}`) },
    }
  },
)
