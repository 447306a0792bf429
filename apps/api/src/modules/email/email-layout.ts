import { isRtl, type Locale, langOfLocale } from '@caravanserai/contracts/languages'
import { type MessageKey, translate } from '../../i18n/messages.ts'
import type { ComposeContext, EmailContent, EmailTemplate } from './email-template.ts'

export type EmailSite = { publicUrl: string; supportEmail: string }
export type RenderedEmail = { subject: string; html: string; text: string; actionUrl: string | undefined }

const INK = '#1f2937'
const ACCENT = '#9a3412'

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export function composeContext(locale: Locale, site: EmailSite): ComposeContext {
  return {
    locale,
    t: (key: MessageKey, params = {}) => translate(locale, key, params),
    link: (path) => `${site.publicUrl}/${langOfLocale(locale)}${path.startsWith('/') ? path : `/${path}`}`,
    supportEmail: site.supportEmail,
  }
}

function html(content: EmailContent, locale: Locale, site: EmailSite, greeting: string): string {
  const dir = isRtl(langOfLocale(locale)) ? 'rtl' : 'ltr'
  const t = (key: MessageKey, params = {}) => escapeHtml(translate(locale, key, params))
  // pre-line: a paragraph's own line breaks (an account's details, one a line) show as breaks.
  const p = (text: string, style = '') =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;white-space:pre-line;${style}">${escapeHtml(text)}</p>`
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b7280">${t('email.layout.buttonFallback')}<br><a href="${escapeHtml(content.action.url)}" style="color:${ACCENT};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : ''
  const notes = (content.notes ?? []).map((n) => p(n, 'font-size:14px;color:#4b5563')).join('')
  const sections = (content.sections ?? [])
    .map(
      (section) =>
        `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.4">${escapeHtml(section.heading)}</h2><ul style="margin:0 0 16px;padding-inline-start:20px;font-size:15px;line-height:1.6">${section.links.map((l) => `<li><a href="${escapeHtml(l.url)}" style="color:${ACCENT}">${escapeHtml(l.label)}</a></li>`).join('')}</ul>`,
    )
    .join('')
  return `<!doctype html>
<html lang="${langOfLocale(locale)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f1ea;color:${INK};font-family:-apple-system,'Segoe UI',Tahoma,Vazirmatn,'Noto Sans Armenian',Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f1ea"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;text-align:start" dir="${dir}">
<tr><td style="padding:20px 32px;border-bottom:3px solid ${ACCENT}"><a href="${escapeHtml(site.publicUrl)}/${langOfLocale(locale)}" style="color:${ACCENT};font-size:22px;font-weight:700;text-decoration:none">${t('email.layout.brand')}</a><div style="font-size:13px;color:#6b7280">${t('email.layout.tagline')}</div></td></tr>
<tr><td style="padding:28px 32px">
${p(greeting)}${content.paragraphs.map((text) => p(text)).join('')}${sections}${action}${notes}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${t('email.layout.footer', { supportEmail: site.supportEmail })}</td></tr>
</table></td></tr></table>
</body>
</html>`
}

function text(content: EmailContent, locale: Locale, site: EmailSite, greeting: string): string {
  const t = (key: MessageKey, params = {}) => translate(locale, key, params)
  const blocks = [
    `${t('email.layout.brand')} — ${t('email.layout.tagline')}`,
    greeting,
    ...content.paragraphs,
    ...(content.sections ?? []).map(
      (section) => `${section.heading}\n${section.links.map((l) => `- ${l.label}: ${l.url}`).join('\n')}`,
    ),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.notes ?? []),
    '--',
    t('email.layout.footer', { supportEmail: site.supportEmail }),
  ]
  return `${blocks.join('\n\n')}\n`
}

/** A template's email in `locale`, branded, as subject, HTML (everything escaped) and plain text. */
export function renderEmail<P>(
  template: EmailTemplate<P>,
  params: P,
  locale: Locale,
  site: EmailSite,
): RenderedEmail {
  const content = template.compose(params, composeContext(locale, site))
  const greeting = content.greeting.trim()
    ? translate(locale, 'email.layout.greeting', { name: content.greeting.trim() })
    : translate(locale, 'email.layout.greetingNeutral')
  return {
    subject: content.subject,
    html: html(content, locale, site, greeting),
    text: text(content, locale, site, greeting),
    actionUrl: content.action?.url,
  }
}
