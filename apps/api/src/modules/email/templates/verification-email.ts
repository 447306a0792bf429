import { EMAILED_LINK_PAGES, emailedLinkPath } from '@caravanserai/contracts/emailed-links'
import { defineEmail } from '../email-template.ts'

/** Sent at registration and on request: the verification link, valid 3 days, used once. */
export const verificationEmail = defineEmail<{ name: string; uid: string; token: string }>(
  'verification',
  (p, { t, link }) => ({
    subject: t('email.verification.subject'),
    greeting: p.name,
    paragraphs: [t('email.verification.body')],
    action: {
      label: t('email.verification.action'),
      url: link(emailedLinkPath(EMAILED_LINK_PAGES.verifyEmail, p)),
    },
    notes: [t('email.verification.expiry'), t('email.verification.ignore')],
  }),
)
