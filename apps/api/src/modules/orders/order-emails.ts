import type { Locale } from '@caravanserai/contracts/languages'
import type { OrderStatus } from '@caravanserai/contracts/orders'
import { INTL_LOCALE } from '../../i18n/intl-locale.ts'
import type { MessageKey } from '../../i18n/messages.ts'
import { type ComposeContext, defineEmail, type EmailTemplate } from '../email/email-template.ts'

export type OrderEmailParams = {
  name: string
  orderId: number
  orderNumber: string
  /** Amounts as the database's numeric text: formatted by Intl, never turned into floats. */
  totalPrice: `${number}`
  shippingPrice: `${number}` | null
  totalAmount: `${number}`
  destination: string
  trackingNumber: string | null
}

export function money(amount: `${number}`, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' }).format(amount)
}

/** Latin codes inside a right-to-left sentence keep their own direction (Unicode isolates). */
export function code(value: string, locale: Locale): string {
  return locale === 'fa' ? `\u2066${value}\u2069` : value
}

type Name =
  | 'orderReceived'
  | 'orderQuoted'
  | 'orderApproved'
  | 'orderShipped'
  | 'orderDelivered'
  | 'orderCompleted'

/**
 * One order email: `email.<name>.subject`, a paragraph per part, and `email.<name>.action` on a
 * button to the order page, all in the order's language.
 */
function orderEmail(template: string, name: Name, parts: string[] = ['body']) {
  return defineEmail<OrderEmailParams>(template, (p, { t, link, locale }: ComposeContext) => {
    const params = {
      orderNumber: code(p.orderNumber, locale),
      total: money(p.totalAmount, locale),
      goods: money(p.totalPrice, locale),
      shipping: p.shippingPrice === null ? '' : money(p.shippingPrice, locale),
      destination: p.destination,
      tracking: code(p.trackingNumber ?? '', locale),
    }
    const key = (part: string) => `email.${name}.${part}` as MessageKey
    return {
      subject: t(key('subject'), params),
      greeting: p.name,
      paragraphs: parts.map((part) => t(key(part), params)),
      action: { label: t(key('action')), url: link(`/orders/${p.orderId}`) },
    }
  })
}

export const orderReceivedEmail = orderEmail('order_received', 'orderReceived')
export const orderQuotedEmail = orderEmail('order_quoted', 'orderQuoted', ['body', 'approve'])
export const orderApprovedEmail = orderEmail('order_approved', 'orderApproved')
export const orderShippedEmail = orderEmail('order_shipped', 'orderShipped')
export const orderDeliveredEmail = orderEmail('order_delivered', 'orderDelivered')
export const orderCompletedEmail = orderEmail('order_completed', 'orderCompleted')

/**
 * The email a buyer gets when their order reaches a status: every transition of the lifecycle
 * sends one (docs/decisions/006). The approval's is the buyer's record of the total they agreed
 * to, and says what happens next.
 */
export const ORDER_EMAILS: Record<OrderStatus, EmailTemplate<OrderEmailParams>> = {
  pending_shipping: orderReceivedEmail,
  pending_approval: orderQuotedEmail,
  processing: orderApprovedEmail,
  shipped: orderShippedEmail,
  delivered: orderDeliveredEmail,
  completed: orderCompletedEmail,
}
