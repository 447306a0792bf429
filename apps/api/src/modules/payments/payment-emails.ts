import type { Currency } from '@caravanserai/contracts/currency-rules'
import { money } from '../../i18n/intl-locale.ts'
import type { MessageKey } from '../../i18n/messages.ts'
import { type ComposeContext, defineEmail } from '../email/email-template.ts'
import { code } from '../orders/order-emails.ts'

type Amount = `${number}`

export type PaymentRecordedParams = {
  name: string
  orderId: number
  orderNumber: string
  /** The order's settlement currency; dollars when left out (emails queued before it). */
  currency?: Currency
  amount: Amount
  paid: Amount
  due: Amount
}

/** To the buyer: money reached the seller; the order is paid, or this much is still due. */
export const paymentRecordedEmail = defineEmail<PaymentRecordedParams>(
  'payment_recorded',
  (p, { t, link, locale }: ComposeContext) => {
    const params = {
      orderNumber: code(p.orderNumber, locale),
      amount: money(p.amount, locale, p.currency),
      paid: money(p.paid, locale, p.currency),
      due: money(p.due, locale, p.currency),
    }
    const full = Number(p.due) === 0
    const key = (part: string) => `email.payment${full ? 'Complete' : 'Partial'}.${part}` as MessageKey
    return {
      subject: t(key('subject'), params),
      greeting: p.name,
      paragraphs: [t(key('body'), params)],
      action: { label: t('email.payment.action'), url: link(`/orders/${p.orderId}`) },
    }
  },
)

export type ProofRejectedParams = { name: string; orderId: number; orderNumber: string; reason: string }

/** To the buyer: the operator could not match the confirmation, and says why. */
export const proofRejectedEmail = defineEmail<ProofRejectedParams>(
  'payment_proof_rejected',
  (p, { t, link, locale }: ComposeContext) => {
    const params = { orderNumber: code(p.orderNumber, locale) }
    return {
      subject: t('email.proofRejected.subject', params),
      greeting: p.name,
      paragraphs: [t('email.proofRejected.body', params), p.reason],
      action: { label: t('email.payment.action'), url: link(`/orders/${p.orderId}`) },
    }
  },
)
