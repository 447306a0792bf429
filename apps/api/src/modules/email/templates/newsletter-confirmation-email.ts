import { EMAILED_LINK_PAGES, emailedLinkPath } from '@caravanserai/contracts/emailed-links'
import { defineEmail } from '../email-template.ts'

/** Double opt-in: the sign-up starts only when this link is opened; valid a week, used once. */
export const newsletterConfirmationEmail = defineEmail<{ token: string }>(
  'newsletter-confirmation',
  (p, { t, link }) => ({
    subject: t('email.newsletterConfirmation.subject'),
    greeting: '',
    paragraphs: [t('email.newsletterConfirmation.body')],
    action: {
      label: t('email.newsletterConfirmation.action'),
      url: link(emailedLinkPath(EMAILED_LINK_PAGES.newsletterConfirm, p)),
    },
    notes: [t('email.newsletterConfirmation.expiry'), t('email.newsletterConfirmation.ignore')],
  }),
)
