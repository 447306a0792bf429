import { INTL_LOCALE } from '../../../i18n/intl-locale.ts'
import { defineEmail } from '../email-template.ts'

/** Tells the owner that the password changed and every session ended, in case it was not them. */
export const passwordChangedEmail = defineEmail<{ name: string; changedAt: Date }>(
  'password_changed',
  (p, { t, link, locale, supportEmail }) => {
    // fa-IR gives the Persian calendar and digits (STYLE: dates through Intl).
    const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }).format(p.changedAt)
    return {
      subject: t('email.passwordChanged.subject'),
      greeting: p.name,
      paragraphs: [t('email.passwordChanged.body', { date })],
      action: { label: t('email.passwordChanged.action'), url: link('/login') },
      notes: [t('email.passwordChanged.warning', { supportEmail })],
    }
  },
)
