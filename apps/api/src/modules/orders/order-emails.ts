import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Locale } from '@caravanserai/contracts/languages'
import type { OrderActorRole, OrderStatus } from '@caravanserai/contracts/orders'
import type { PaymentInstructions } from '@caravanserai/contracts/payments'
import { money } from '../../i18n/intl-locale.ts'
import type { MessageKey } from '../../i18n/messages.ts'
import { type ComposeContext, defineEmail, type EmailTemplate } from '../email/email-template.ts'

export type OrderEmailParams = {
  name: string
  orderId: number
  orderNumber: string
  /**
   * Amounts as the database's numeric text, in `currency` (the order's settlement currency;
   * dollars when left out, as in emails queued before it): formatted by Intl, never turned into floats.
   */
  currency?: Currency
  totalPrice: `${number}`
  shippingPrice: `${number}` | null
  totalAmount: `${number}`
  destination: string
  trackingNumber: string | null
  /** The quote's last day, YYYY-MM-DD; null before a quote. */
  quoteValidUntil: string | null
  /** The day an approved order with nothing received is cancelled, YYYY-MM-DD, in its reminder. */
  paymentDeadline?: string
  /** How to pay, once the order is approved; null before, or when it has no proforma invoice. */
  transfer?: TransferInstructions | null
  /** Who cancelled the order and why; null unless it is cancelled. */
  cancellation?: CancellationNotice | null
}

/** A cancellation as its email tells it. */
export type CancellationNotice = {
  by: OrderActorRole
  /** As the person wrote it: an operator's words for the buyer, or the buyer's own. */
  reason: string | null
  /** An operator turned the request down before quoting it. */
  declined: boolean
  /** What had been received for the order, as the database's numeric text; "0.00" when nothing. */
  received: `${number}`
}

/** How to pay an approved order by bank transfer, as its proforma invoice gives it. */
export type TransferInstructions = {
  /** The proforma invoice's number. */
  proforma: string
  /** What is still due, as the database's numeric text, in `currency` (dollars when left out). */
  amount: `${number}`
  currency?: Currency
  account: PaymentInstructions
}

/** Latin codes inside a right-to-left sentence keep their own direction (Unicode isolates). */
export function code(value: string, locale: Locale): string {
  return locale === 'fa' ? `\u2066${value}\u2069` : value
}

/**
 * The transfer instructions (docs/product.md#payment-by-bank-transfer): the amount and the
 * reference to write, the seller's account, the account's notes and the proforma invoice that
 * gives them. Every email that asks a buyer to pay carries these paragraphs, composed only here.
 */
export function transferParagraphs(transfer: TransferInstructions, { t, locale }: ComposeContext): string[] {
  const account = transfer.account
  const bank = [account.bank_name, account.bank_address].filter(Boolean).join(', ')
  const details = [
    t('email.transfer.beneficiary', { value: account.beneficiary }),
    t('email.transfer.bank', { value: bank }),
    t('email.transfer.account', { value: code(account.account_number, locale) }),
    account.swift ? t('email.transfer.swift', { value: code(account.swift, locale) }) : '',
    account.intermediary ? t('email.transfer.intermediary', { value: account.intermediary }) : '',
  ]
  return [
    t('email.transfer.amount', {
      total: money(transfer.amount, locale, transfer.currency),
      reference: code(account.reference, locale),
    }),
    details.filter(Boolean).join('\n'),
    ...(account.notes ? [account.notes] : []),
    t('email.transfer.proforma', { proforma: code(transfer.proforma, locale) }),
  ]
}

type Name =
  | 'orderReceived'
  | 'orderQuoted'
  | 'orderRequoted'
  | 'orderUnpaid'
  | 'orderApproved'
  | 'orderShipped'
  | 'orderDelivered'
  | 'orderCompleted'

/**
 * One order email: `email.<name>.subject`, a paragraph per part, the transfer instructions when
 * the order has them, and `email.<name>.action` on a button to the order page, all in the order's
 * language.
 */
function orderEmail(template: string, name: Name, parts: string[] = ['body']) {
  return defineEmail<OrderEmailParams>(template, (p, context) => {
    const { t, link, locale } = context
    const params = {
      orderNumber: code(p.orderNumber, locale),
      total: money(p.totalAmount, locale, p.currency),
      goods: money(p.totalPrice, locale, p.currency),
      shipping: p.shippingPrice === null ? '' : money(p.shippingPrice, locale, p.currency),
      destination: p.destination,
      tracking: code(p.trackingNumber ?? '', locale),
      validUntil: p.quoteValidUntil ?? '',
      deadline: p.paymentDeadline ?? '',
    }
    const key = (part: string) => `email.${name}.${part}` as MessageKey
    return {
      subject: t(key('subject'), params),
      greeting: p.name,
      paragraphs: [
        ...parts.map((part) => t(key(part), params)),
        ...(p.transfer ? transferParagraphs(p.transfer, context) : []),
      ],
      action: { label: t(key('action')), url: link(`/orders/${p.orderId}`) },
    }
  })
}

export const orderReceivedEmail = orderEmail('order_received', 'orderReceived')
export const orderQuotedEmail = orderEmail('order_quoted', 'orderQuoted', ['body', 'approve'])
export const orderApprovedEmail = orderEmail('order_approved', 'orderApproved')
/** A quote given again while the first waited: new terms, a new proforma invoice to approve. */
export const orderRequotedEmail = orderEmail('order_requoted', 'orderRequoted', ['body', 'approve'])
/** Nothing received for an approved order, days before its deadline, with how to pay. */
export const orderUnpaidEmail = orderEmail('order_unpaid', 'orderUnpaid')
export const orderShippedEmail = orderEmail('order_shipped', 'orderShipped')
export const orderDeliveredEmail = orderEmail('order_delivered', 'orderDelivered')
export const orderCompletedEmail = orderEmail('order_completed', 'orderCompleted')

/** The part of `email.orderCancelled.*` that tells who cancelled. */
function cancelledBy(c: CancellationNotice): string {
  if (c.declined) return 'declined'
  return { customer: 'byCustomer', staff: 'byStaff', system: 'bySystem' }[c.by]
}

/**
 * The buyer's order left the lifecycle (docs/decisions/041-ways-out-of-an-order.md): who ended
 * it, an operator's reason as they wrote it, and what becomes of money received, which the sales
 * team returns by bank transfer.
 */
export const orderCancelledEmail = defineEmail<OrderEmailParams>(
  'order_cancelled',
  (p, { t, link, locale }) => {
    const c = p.cancellation
    if (!c) throw new Error(`order_cancelled for order ${p.orderId} needs its cancellation`)
    const params = { orderNumber: code(p.orderNumber, locale), destination: p.destination }
    const key = (part: string) => `email.orderCancelled.${cancelledBy(c)}.${part}` as MessageKey
    const refund = Number(c.received) > 0
    return {
      subject: t(key('subject'), params),
      greeting: p.name,
      paragraphs: [
        t(key('body'), params),
        ...(c.by === 'staff' && c.reason ? [c.reason] : []),
        refund
          ? t('email.orderCancelled.refund', { received: money(c.received, locale, p.currency) })
          : t('email.orderCancelled.nothingDue'),
      ],
      action: { label: t('email.orderCancelled.action'), url: link(`/orders/${p.orderId}`) },
    }
  },
)

export type BuyerCancelledParams = {
  orderId: number
  orderNumber: string
  buyer: string
  reason: string | null
}

/** To each operator: a buyer cancelled their order, its stock is back on sale, and why, if they said. */
export const orderCancelledByBuyerEmail = defineEmail<BuyerCancelledParams>(
  'order_cancelled_by_buyer',
  (p, { t, link, locale }) => {
    const params = { orderNumber: code(p.orderNumber, locale), buyer: p.buyer }
    return {
      subject: t('email.orderCancelledByBuyer.subject', params),
      greeting: '',
      paragraphs: [
        t('email.orderCancelledByBuyer.body', params),
        ...(p.reason ? [t('email.orderCancelledByBuyer.reason'), p.reason] : []),
      ],
      action: { label: t('email.orderCancelledByBuyer.action'), url: link(`/ops/orders/${p.orderId}`) },
    }
  },
)

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
  cancelled: orderCancelledEmail,
}
