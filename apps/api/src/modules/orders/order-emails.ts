import type { Locale } from '@caravanserai/contracts/languages'
import type { OrderStatus } from '@caravanserai/contracts/orders'
import type { PaymentInstructions } from '@caravanserai/contracts/payments'
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
  /** How to pay, once the order is approved; null before, or when it has no proforma invoice. */
  transfer?: TransferInstructions | null
}

/** How to pay an approved order by bank transfer, as its proforma invoice gives it. */
export type TransferInstructions = {
  /** The proforma invoice's number. */
  proforma: string
  /** What is still due, as the database's numeric text. */
  amount: `${number}`
  account: PaymentInstructions
}

export function money(amount: `${number}`, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' }).format(amount)
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
      total: money(transfer.amount, locale),
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
