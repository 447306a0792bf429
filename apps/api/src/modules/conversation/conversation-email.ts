import { type ComposeContext, defineEmail } from '../email/email-template.ts'
import { code } from '../orders/order-emails.ts'

export type ConversationEmailParams = { name: string; orderId: number; orderNumber: string }

/**
 * To the buyer, of an operator's new messages on an order's conversation: a link, never the text
 * (it may hold what only the order's page should show, and one email covers every message of ten
 * minutes). The operators hear of a buyer's through their alerts (alerts/alert-emails.ts).
 */
export const conversationEmail = defineEmail<ConversationEmailParams>(
  'conversation_notice',
  (p, { t, link, locale }: ComposeContext) => {
    const params = { orderNumber: code(p.orderNumber, locale) }
    return {
      subject: t('email.conversation.subject', params),
      greeting: p.name,
      paragraphs: [t('email.conversation.body', params)],
      action: {
        label: t('email.conversation.action'),
        url: link(`/orders/${p.orderId}#conversation`),
      },
    }
  },
)
