import type { Currency } from '@caravanserai/contracts/currency-rules'
import { money } from '../../i18n/intl-locale.ts'
import { defineEmail } from '../email/email-template.ts'
import { code } from '../orders/order-emails.ts'

type About = { name: string; orderId: number; orderNumber: string }

/** To the buyer: the claim is with the team, and nothing is released meanwhile. */
export const claimOpenedEmail = defineEmail<About>('claim_opened', (p, { t, link, locale }) => ({
  subject: t('email.claimOpened.subject', { orderNumber: code(p.orderNumber, locale) }),
  greeting: p.name,
  paragraphs: [t('email.claimOpened.body', { orderNumber: code(p.orderNumber, locale) })],
  action: { label: t('email.claimOpened.action'), url: link(`/orders/${p.orderId}`) },
}))

export type ClaimResolvedParams = About &
  (
    | { outcome: 'rejected'; note: string }
    | { outcome: 'refunded'; amount: `${number}`; currency?: Currency; note: string | null }
    | { outcome: 'replaced'; replacement: string; note: string | null }
  )

/** To the buyer: how an operator resolved the claim, with the operator's own words. */
export const claimResolvedEmail = defineEmail<ClaimResolvedParams>(
  'claim_resolved',
  (p, { t, link, locale }) => {
    const orderNumber = code(p.orderNumber, locale)
    const [subject, body] =
      p.outcome === 'rejected'
        ? [t('email.claimRejected.subject', { orderNumber }), t('email.claimRejected.body', { orderNumber })]
        : p.outcome === 'refunded'
          ? [
              t('email.claimRefunded.subject', { orderNumber, amount: money(p.amount, locale, p.currency) }),
              t('email.claimRefunded.body', { orderNumber, amount: money(p.amount, locale, p.currency) }),
            ]
          : [
              t('email.claimReplaced.subject', { orderNumber }),
              t('email.claimReplaced.body', { orderNumber, replacement: code(p.replacement, locale) }),
            ]
    return {
      subject,
      greeting: p.name,
      paragraphs: p.note ? [body, p.note] : [body],
      action: { label: t('email.claim.action'), url: link(`/orders/${p.orderId}`) },
    }
  },
)
