import type { Locale } from '@caravanserai/contracts/languages'
import { context, propagation } from '@opentelemetry/api'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/email.ts'
import { type EmailSite, renderEmail } from './email-layout.ts'
import type { EmailTemplate } from './email-template.ts'

/** Committed outbox rows wake the delivery workers (NOTIFY is delivered at commit). */
export const OUTBOX_CHANNEL = 'email_outbox'

/** What enqueueing needs besides the database; made once per app by `emailContext`. */
export type EmailContext = EmailSite & {
  log: FastifyBaseLogger
  /** Without SMTP_URL the email stays in the outbox and one log line says so. */
  smtpConfigured: boolean
  /** Only in development without SMTP may that line carry the link (docs/decisions/005). */
  logLinks: boolean
}

export function emailContext(config: Config, log: FastifyBaseLogger): EmailContext {
  return {
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    log,
    smtpConfigured: config.smtpUrl !== undefined,
    logLinks: config.env === 'development' && config.smtpUrl === undefined,
  }
}

export type Mail<P> = {
  to: string
  locale: Locale
  template: EmailTemplate<P>
  params: P
  /** When it may go out: now unless later (a notice batched behind an earlier one). */
  at?: Date
}

/**
 * The W3C traceparent of the work under way when tracing is on, so that the email's send joins
 * the request's trace (docs/decisions/048-metrics-and-traces.md); null otherwise (no propagator).
 */
function traceParentNow(): string | null {
  const carrier: { traceparent?: string } = {}
  propagation.inject(context.active(), carrier)
  return carrier.traceparent ?? null
}

/**
 * Renders `mail` in its locale and writes it to the outbox through `db`, which should be the
 * caller's transaction: the email exists exactly when what caused it was committed. Delivery
 * happens later, in the background (email-worker.ts), so it never fails the request.
 */
export async function enqueueEmail<P>(db: Db, mail: Mail<P>, context: EmailContext): Promise<number> {
  const rendered = renderEmail(mail.template, mail.params, mail.locale, context)
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      locale: mail.locale,
      template: mail.template.name,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      ...(mail.at ? { nextAttemptAt: mail.at } : {}),
      traceParent: traceParentNow(),
    })
    .returning({ id: emailOutbox.id })
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`)
  if (!context.smtpConfigured) {
    const details = context.logLinks ? { to: mail.to, link: rendered.actionUrl } : {}
    context.log.info(
      { emailId: row!.id, template: mail.template.name, ...details },
      'email kept in the outbox: SMTP_URL is not set',
    )
  }
  return row!.id
}
