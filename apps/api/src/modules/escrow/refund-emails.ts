import type { Currency } from '@caravanserai/contracts/currency-rules'
import { money } from '../../i18n/intl-locale.ts'
import { defineEmail } from '../email/email-template.ts'
import { code } from '../orders/order-emails.ts'

export type RefundRecordedParams = {
  name: string
  orderId: number
  orderNumber: string
  amount: `${number}`
  /** The order's settlement currency; dollars when left out (emails queued before it). */
  currency?: Currency
  /** YYYY-MM-DD. */
  refundedOn: string
  reference: string
  creditNote: string
}

/** To the buyer: money went back to them, and the credit note that records it. */
export const refundRecordedEmail = defineEmail<RefundRecordedParams>(
  'refund_recorded',
  (p, { t, link, locale }) => ({
    subject: t('email.refundRecorded.subject', { orderNumber: code(p.orderNumber, locale) }),
    greeting: p.name,
    paragraphs: [
      t('email.refundRecorded.body', {
        amount: money(p.amount, locale, p.currency),
        date: p.refundedOn,
        reference: code(p.reference, locale),
        creditNote: code(p.creditNote, locale),
      }),
    ],
    action: { label: t('email.refundRecorded.action'), url: link(`/orders/${p.orderId}`) },
  }),
)
