import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Locale } from '@caravanserai/contracts/languages'
import type { StaffAlertKind } from '@caravanserai/contracts/ops-alerts'
import { INTL_LOCALE, money } from '../../i18n/intl-locale.ts'
import type { MessageKey } from '../../i18n/messages.ts'
import { type ComposeContext, defineEmail } from '../email/email-template.ts'
import { code } from '../orders/order-emails.ts'

// The staff alerts' emails (docs/product.md#staff-alerts): one per event as it happens, or one
// digest a day, each in the staff member's own language and linking to the console.

type Amount = `${number}`

/** Where each kind's link leads in the console: the order, at the part that needs the operator. */
export const ALERT_PAGES: Record<StaffAlertKind, (orderId: number) => string> = {
  order_requested: (id) => `/ops/orders/${id}`,
  quote_approved: (id) => `/ops/orders/${id}`,
  proof_sent: (id) => `/ops/orders/${id}#ops-order-payment`,
  buyer_message: (id) => `/ops/orders/${id}#conversation`,
  claim_opened: (id) => `/ops/orders/${id}#ops-order-claims`,
}

/** The console page where each staff member chooses how they hear of each kind. */
export const ALERT_SETTINGS_PAGE = '/ops/alerts'

/** The order an alert is about, as the email names it. */
export type AlertOrder = {
  orderId: number
  orderNumber: string
  /** The buyer's name, or their email when they gave none. */
  buyer: string
  /** The order's settlement currency; dollars when left out (alerts queued before it). */
  currency?: Currency
  /** The goods, plus the shipping once quoted, in `currency`. */
  total: Amount
  /** What is still to be paid of it. */
  due: Amount
  /** Waiting for a shipping quote; a new order that is not was made on an agreed one (an accepted offer). */
  toQuote: boolean
}

export type StaffAlertParams = AlertOrder & { kind: StaffAlertKind; name: string }

const settingsNote = ({ t, link }: ComposeContext) =>
  t('email.staffAlert.settings', { link: link(ALERT_SETTINGS_PAGE) })

/** To one staff member, as it happens: what the buyer did, and a button to where it is dealt with. */
export const staffAlertEmail = defineEmail<StaffAlertParams>('staff_alert', (p, context) => {
  const { t, link, locale } = context
  const params = {
    orderNumber: code(p.orderNumber, locale),
    buyer: p.buyer,
    total: money(p.total, locale, p.currency),
    due: money(p.due, locale, p.currency),
  }
  const key = (part: string) => `email.staffAlert.${p.kind}.${part}` as MessageKey
  const body: MessageKey =
    p.kind === 'order_requested' && !p.toQuote ? 'email.staffAlert.order_requested.bodyAgreed' : key('body')
  return {
    subject: t(key('subject'), params),
    greeting: p.name,
    paragraphs: [t(body, params)],
    action: { label: t(key('action')), url: link(ALERT_PAGES[p.kind](p.orderId)) },
    notes: [settingsNote(context)],
  }
})

/** One order in a digest: how many events of the group's kind it had since the last digest. */
export type DigestLine = Pick<AlertOrder, 'orderId' | 'orderNumber' | 'buyer'> & { events: number }

export type StaffDigestParams = {
  name: string
  /** The UTC day it is sent, YYYY-MM-DD. */
  day: string
  /** Non-empty groups, in the order of STAFF_ALERT_KINDS. */
  groups: { kind: StaffAlertKind; lines: DigestLine[] }[]
}

function longDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
}

/** To one staff member, once a day: what arrived since their last digest, by kind, each with its link. */
export const staffDigestEmail = defineEmail<StaffDigestParams>('staff_digest', (p, context) => {
  const { t, link, locale } = context
  return {
    subject: t('email.staffDigest.subject', { day: longDay(p.day, locale) }),
    greeting: p.name,
    paragraphs: [t('email.staffDigest.body')],
    sections: p.groups.map(({ kind, lines }) => ({
      heading: t('email.staffDigest.heading', {
        title: t(`email.staffDigest.kind.${kind}` as MessageKey),
        count: lines.reduce((sum, line) => sum + line.events, 0),
      }),
      links: lines.map((line) => ({
        label: t(line.events > 1 ? 'email.staffDigest.lineTimes' : 'email.staffDigest.line', {
          orderNumber: code(line.orderNumber, locale),
          buyer: line.buyer,
          count: line.events,
        }),
        url: link(ALERT_PAGES[kind](line.orderId)),
      })),
    })),
    action: { label: t('email.staffDigest.action'), url: link('/ops') },
    notes: [settingsNote(context)],
  }
})
