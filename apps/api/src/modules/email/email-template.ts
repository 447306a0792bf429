import type { Locale } from '@caravanserai/contracts/languages'
import type { MessageKey } from '../../i18n/messages.ts'

/** What a template says; the layout brands it and renders it as HTML and plain text. */
export type EmailContent = {
  subject: string
  /** The person's name for the greeting; empty for a neutral one. */
  greeting: string
  paragraphs: string[]
  /** Lists of links under headings, after the paragraphs: a digest's groups. */
  sections?: { heading: string; links: { label: string; url: string }[] }[]
  action?: { label: string; url: string }
  /** Small print under the action: validity, what to do if it was not you. */
  notes?: string[]
}

export type ComposeContext = {
  locale: Locale
  /** The message `key` in the email's language, with {param} placeholders filled in. */
  t: (key: MessageKey, params?: Record<string, unknown>) => string
  /** An absolute storefront link: PUBLIC_URL, the language prefix (am for hy), then `path`. */
  link: (path: string) => string
  supportEmail: string
}

export type EmailTemplate<P> = {
  /** Stored with each email so that the outbox says what it holds. */
  name: string
  compose: (params: P, context: ComposeContext) => EmailContent
}

/**
 * One email kind (docs/product.md#emails). A template is one file under templates/ plus its strings under
 * `email.<name>.*` in the four catalogues of its domain (apps/api/src/i18n/locales).
 */
export function defineEmail<P>(name: string, compose: EmailTemplate<P>['compose']): EmailTemplate<P> {
  return { name, compose }
}
