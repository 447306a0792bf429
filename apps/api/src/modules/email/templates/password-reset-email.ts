import { EMAILED_LINK_PAGES, emailedLinkPath } from '@caravanserai/contracts/emailed-links'
import { defineEmail } from '../email-template.ts'

/** The reset link (token in the path, uid as encoded_id), valid 1 hour, used once. */
export const passwordResetEmail = defineEmail<{ name: string; uid: string; token: string }>(
  'password_reset',
  (p, { t, link }) => ({
    subject: t('email.passwordReset.subject'),
    greeting: p.name,
    paragraphs: [t('email.passwordReset.body')],
    action: {
      label: t('email.passwordReset.action'),
      url: link(
        `${emailedLinkPath(EMAILED_LINK_PAGES.resetPassword, p)}?encoded_id=${encodeURIComponent(p.uid)}`,
      ),
    },
    notes: [t('email.passwordReset.expiry'), t('email.passwordReset.ignore')],
  }),
)
