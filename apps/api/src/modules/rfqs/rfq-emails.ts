import type { Incoterm } from '@caravanserai/contracts/documents'
import type { Locale } from '@caravanserai/contracts/languages'
import type { RfqUnit } from '@caravanserai/contracts/rfqs'
import { INTL_LOCALE, money } from '../../i18n/intl-locale.ts'
import type { MessageKey } from '../../i18n/messages.ts'
import { type ComposeContext, defineEmail } from '../email/email-template.ts'
import { code, type TransferInstructions, transferParagraphs } from '../orders/order-emails.ts'

// The emails of a request for quotation (docs/product.md#requests-for-quotation): each step tells
// the other side, the buyer in the request's language, each operator in their own.

type Amount = `${number}`

export const unitKey = (unit: RfqUnit) => `rfqs.unit.${unit}` as MessageKey

/** "500 kg", "۵۰۰ کیلوگرم": the number in the locale's digits, then what is counted. */
function quantity(amount: Amount | number, what: string, { t, locale }: ComposeContext): string {
  const number = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 3 }).format(amount)
  return t('rfqs.quantityOf', { quantity: number, unit: what })
}

/** A YYYY-MM-DD day, long, in the locale's calendar (fa-IR: the Persian one). */
function day(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )
}

type ToOperators = { rfqId: number; rfqNumber: string; title: string; buyer: string }

export type RfqReceivedParams = ToOperators & { quantity: Amount; unit: RfqUnit }

/** To each operator: a buyer asks for a price. */
export const rfqReceivedEmail = defineEmail<RfqReceivedParams>('rfq_received', (p, context) => {
  const { t, link, locale } = context
  const params = {
    rfqNumber: code(p.rfqNumber, locale),
    buyer: p.buyer,
    title: p.title,
    quantity: quantity(p.quantity, t(unitKey(p.unit)), context),
  }
  return {
    subject: t('email.rfqReceived.subject', params),
    greeting: '',
    paragraphs: [t('email.rfqReceived.body', params)],
    action: { label: t('email.rfqReceived.action'), url: link(`/ops/rfqs/${p.rfqId}`) },
  }
})

export type RfqOfferedParams = {
  name: string
  rfqId: number
  rfqNumber: string
  title: string
  quantity: number
  /** The variation offered, in the request's language; null for something outside the catalogue. */
  variation: string | null
  unit: RfqUnit
  unitPrice: Amount
  shippingPrice: Amount
  totalAmount: Amount
  incoterm: Incoterm
  incotermPlace: string
  validUntil: string
  notes: string
}

/** To the buyer: the operators' price, what it covers and until when it holds. */
export const rfqOfferedEmail = defineEmail<RfqOfferedParams>('rfq_offered', (p, context) => {
  const { t, link, locale } = context
  const params = {
    rfqNumber: code(p.rfqNumber, locale),
    title: p.title,
    quantity: quantity(p.quantity, p.variation ?? t(unitKey(p.unit)), context),
    unitPrice: money(p.unitPrice, locale),
    shipping: money(p.shippingPrice, locale),
    total: money(p.totalAmount, locale),
    terms: code(`${p.incoterm} ${p.incotermPlace}`, locale),
    date: day(p.validUntil, locale),
  }
  return {
    subject: t('email.rfqOffered.subject', params),
    greeting: p.name,
    paragraphs: [t('email.rfqOffered.body', params), ...(p.notes ? [p.notes] : [])],
    action: { label: t('email.rfqOffered.action'), url: link(`/rfqs/${p.rfqId}`) },
    notes: [t('email.rfqOffered.validity', params)],
  }
})

export type RfqDeclinedParams = {
  name: string
  rfqId: number
  rfqNumber: string
  title: string
  reason: string
}

/** To the buyer: the operators will not quote, and say why. */
export const rfqDeclinedEmail = defineEmail<RfqDeclinedParams>('rfq_declined', (p, { t, link, locale }) => {
  const params = { rfqNumber: code(p.rfqNumber, locale), title: p.title }
  return {
    subject: t('email.rfqDeclined.subject', params),
    greeting: p.name,
    paragraphs: [t('email.rfqDeclined.body', params), p.reason],
    action: { label: t('email.rfqDeclined.action'), url: link(`/rfqs/${p.rfqId}`) },
  }
})

export type RfqOrderParams = {
  name: string
  rfqNumber: string
  title: string
  orderId: number
  orderNumber: string
  totalAmount: Amount
  destination: string
  transfer: TransferInstructions | null
}

/**
 * To the buyer: the offer they accepted is an order, and how to pay it, as an approved quote's
 * email says it (docs/product.md#payment-by-bank-transfer).
 */
export const rfqOrderEmail = defineEmail<RfqOrderParams>('rfq_order', (p, context) => {
  const { t, link, locale } = context
  const params = {
    rfqNumber: code(p.rfqNumber, locale),
    orderNumber: code(p.orderNumber, locale),
    title: p.title,
    total: money(p.totalAmount, locale),
    destination: p.destination,
  }
  return {
    subject: t('email.rfqOrder.subject', params),
    greeting: p.name,
    paragraphs: [
      t('email.rfqOrder.body', params),
      ...(p.transfer ? transferParagraphs(p.transfer, context) : []),
    ],
    action: { label: t('email.rfqOrder.action'), url: link(`/orders/${p.orderId}`) },
  }
})

/** To each operator: the buyer no longer wants what they asked for. */
export const rfqWithdrawnEmail = defineEmail<ToOperators>('rfq_withdrawn', (p, { t, link, locale }) => {
  const params = { rfqNumber: code(p.rfqNumber, locale), buyer: p.buyer, title: p.title }
  return {
    subject: t('email.rfqWithdrawn.subject', params),
    greeting: '',
    paragraphs: [t('email.rfqWithdrawn.body', params)],
    action: { label: t('email.rfqWithdrawn.action'), url: link(`/ops/rfqs/${p.rfqId}`) },
  }
})
