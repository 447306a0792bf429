import { money } from '../../i18n/intl-locale.ts'
import type { MessageKey } from '../../i18n/messages.ts'
import { defineEmail } from '../email/email-template.ts'
import { code } from '../orders/order-emails.ts'
import type { ApprovalReason } from './company-approval.ts'

export type ApprovalRequestedParams = {
  orderId: number
  orderNumber: string
  /** The person whose approval of the quote waits. */
  buyer: string
  /** Goods and shipping in dollars, as the database's numeric text. */
  total: `${number}`
  reason: ApprovalReason
  /** The company's threshold or the person's monthly limit, in dollars. */
  limit: `${number}`
}

/**
 * To each of the company's approvers, in their language: a buyer approved a quote that needs
 * their approval, why, and where to give it (docs/decisions/058-company-approval-and-limits.md).
 */
export const approvalRequestedEmail = defineEmail<ApprovalRequestedParams>(
  'order_approval_requested',
  (p, { t, link, locale }) => {
    const params = {
      orderNumber: code(p.orderNumber, locale),
      buyer: p.buyer,
      total: money(p.total, locale, 'USD'),
      limit: money(p.limit, locale, 'USD'),
    }
    return {
      subject: t('email.approvalRequested.subject', params),
      greeting: '',
      paragraphs: [
        t('email.approvalRequested.body', params),
        t(
          `email.approvalRequested.${p.reason === 'threshold' ? 'threshold' : 'monthlyLimit'}` as MessageKey,
          params,
        ),
        t('email.approvalRequested.next'),
      ],
      action: { label: t('email.approvalRequested.action'), url: link(`/orders/${p.orderId}`) },
    }
  },
)

export type ApprovalRejectedParams = {
  orderId: number
  orderNumber: string
  name: string
  approver: string
  reason: string
}

/** To the buyer who asked: an approver did not approve the order, and why, in their words. */
export const approvalRejectedEmail = defineEmail<ApprovalRejectedParams>(
  'order_approval_rejected',
  (p, { t, link, locale }) => {
    const params = { orderNumber: code(p.orderNumber, locale), approver: p.approver }
    return {
      subject: t('email.approvalRejected.subject', params),
      greeting: p.name,
      paragraphs: [t('email.approvalRejected.body', params), p.reason, t('email.approvalRejected.next')],
      action: { label: t('email.approvalRejected.action'), url: link(`/orders/${p.orderId}`) },
    }
  },
)
