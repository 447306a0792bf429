import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import { type Database, queryRows, type Unlisten } from '../../db/client.ts'
import type { Row } from '../../db/row.ts'
import { emailOutbox } from '../../db/schema/email.ts'
import { OUTBOX_CHANNEL } from './enqueue-email.ts'

/** Retries double from 30 s, at most 6 h apart; after 10 attempts (about 8½ h) the email is failed. */
export const RETRY_BASE_MS = 30_000
const RETRY_MAX_MS = 6 * 60 * 60 * 1000
export const MAX_ATTEMPTS = 10
// A claimed email comes back after this if its sender died mid-send.
const LEASE_MS = 5 * 60 * 1000
/**
 * How long a stopping worker waits for the send under way. A mail server that stalls must not
 * hold an instance past its shutdown grace (apps/server/src/lifecycle.ts): the email is given
 * back, due at once, and another instance sends it (it may then arrive twice, as after a crash).
 */
export const STOP_WAIT_MS = 5_000

/**
 * With tracing on, each send is a span, its SQL within, under the request that queued the email
 * when that one was traced (docs/decisions/048); otherwise a no-op.
 */
const tracer = trace.getTracer('caravanserai-email')

function traced(email: Claimed, deliver: () => Promise<boolean>) {
  const attributes = { 'email.outbox_id': email.id, 'email.attempt': email.attempts }
  const queuedBy = email.traceParent
    ? propagation.extract(ROOT_CONTEXT, { traceparent: email.traceParent })
    : ROOT_CONTEXT
  return tracer.startActiveSpan(
    'email send',
    { kind: SpanKind.CLIENT, attributes },
    queuedBy,
    async (span) => {
      try {
        const sent = await deliver()
        if (!sent) span.setStatus({ code: SpanStatusCode.ERROR, message: 'not delivered' })
        return sent
      } finally {
        span.end()
      }
    },
  )
}

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS)
}

export type EmailSenderOptions = {
  database: Database
  smtpUrl: string
  mailFrom: string
  log: FastifyBaseLogger
  clock?: () => Date
  /** How long a claim holds; a send that takes half of it is given up (and retried later). */
  leaseMs?: number
}

export type EmailSender = {
  /**
   * Sends every email due at `now`, one after another until none is left or `stopped()` says so
   * (an instance shutting down finishes the email under way, not the whole backlog); returns how
   * many went out.
   */
  runOnce: (now?: Date, stopped?: () => boolean) => Promise<number>
  /** Gives the email whose send is under way back to the outbox, due now; false if there is none. */
  release: () => Promise<boolean>
  close: () => void
}

type Claimed = Row<
  typeof emailOutbox,
  'id' | 'toAddress' | 'subject' | 'html' | 'text' | 'attempts' | 'traceParent'
>

/**
 * Delivers due outbox rows over SMTP. Each row is claimed with FOR UPDATE SKIP LOCKED and leased,
 * so any number of instances share the work, and claimed one at a time, right before its send: a
 * sender that dies holds back only the email it was sending (which waits for the lease, since it
 * may have gone out), never a batch it had not started. The claim's attempt number fences it: the
 * row is marked sent or failed only if it is still this claim's, so an email whose send outlasted
 * its lease belongs to whoever claimed it again.
 */
export function createEmailSender(options: EmailSenderOptions): EmailSender {
  const { database, smtpUrl, log, leaseMs = LEASE_MS } = options
  const clock = options.clock ?? (() => new Date())
  const sendDeadlineMs = leaseMs / 2
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  const { db } = database

  // Due within the clock's millisecond: a new email's time is the database's, in microseconds, so
  // one written in the same millisecond as `now` would otherwise wait for the next poll. The lease
  // runs from the claim, which the send follows at once.
  const claim = async (now: Date) => {
    const [email] = await queryRows<Claimed>(
      db,
      sql`update email_outbox o
        set attempts = o.attempts + 1, next_attempt_at = ${new Date(clock().getTime() + leaseMs)}, updated_at = ${clock()}
        from (select id from email_outbox where status = 'pending' and next_attempt_at < ${new Date(now.getTime() + 1)}
              order by next_attempt_at, id limit 1 for update skip locked) due
        where o.id = due.id
        returning o.id, o.to_address as "toAddress", o.subject, o.html, o.text, o.attempts,
          o.trace_parent as "traceParent"`,
    )
    return email
  }

  /** The row is still this claim's: pending, and not claimed again since (same attempt). */
  const stillOurs = (email: Claimed) =>
    and(
      eq(emailOutbox.id, email.id),
      eq(emailOutbox.status, 'pending'),
      eq(emailOutbox.attempts, email.attempts),
    )

  const send = (email: Claimed) => {
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`SMTP took longer than ${sendDeadlineMs} ms`)),
        sendDeadlineMs,
      )
    })
    const sending = transport.sendMail({
      from: options.mailFrom,
      to: email.toAddress,
      subject: email.subject,
      html: email.html,
      text: email.text,
    })
    return Promise.race([sending, deadline]).finally(() => clearTimeout(timer))
  }

  let sending: Claimed | undefined
  const deliver = async (email: Claimed, now: Date) => {
    try {
      sending = email
      await send(email).finally(() => {
        sending = undefined
      })
      const marked = await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: clock(), lastError: null, updatedAt: clock() })
        .where(stillOurs(email))
        .returning({ id: emailOutbox.id })
      if (marked.length === 0) log.warn({ emailId: email.id }, 'email sent after its lease ran out')
      return true
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const failed = email.attempts >= MAX_ATTEMPTS
      const next = new Date(now.getTime() + retryDelayMs(email.attempts))
      await db
        .update(emailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: message,
          nextAttemptAt: next,
          updatedAt: clock(),
        })
        .where(stillOurs(email))
      if (failed) log.error({ emailId: email.id, attempts: email.attempts, error: message }, 'email given up')
      else
        log.warn(
          { emailId: email.id, attempts: email.attempts, error: message },
          'email delivery failed; will retry',
        )
      return false
    }
  }

  const runOnce = async (now = clock(), stopped = () => false) => {
    let sent = 0
    while (!stopped()) {
      const email = await claim(now)
      if (!email) break
      if (await traced(email, () => deliver(email, now))) sent += 1
    }
    return sent
  }
  const release = async () => {
    const email = sending
    if (!email) return false
    await db.update(emailOutbox).set({ nextAttemptAt: clock(), updatedAt: clock() }).where(stillOurs(email))
    return true
  }
  return { runOnce, release, close: () => transport.close() }
}

export type EmailWorker = { stop: () => Promise<void> }

/**
 * The sender in the background: woken by every committed email (NOTIFY) and every `pollMs` for
 * due retries. Without SMTP_URL there is nothing to deliver to: emails wait in the outbox.
 */
export async function startEmailWorker(
  options: Omit<EmailSenderOptions, 'smtpUrl'> & {
    smtpUrl: string | undefined
    pollMs?: number
    stopWaitMs?: number
  },
): Promise<EmailWorker> {
  const { smtpUrl, log, stopWaitMs = STOP_WAIT_MS } = options
  if (!smtpUrl) return { stop: async () => {} }
  const sender = createEmailSender({ ...options, smtpUrl })

  // One run at a time; a wake-up during a run asks for one more run after it.
  let running: Promise<unknown> | undefined
  let again = false
  let stopped = false
  const wake = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = sender
      .runOnce(undefined, () => stopped)
      .catch((error) => log.error({ err: error }, 'email worker run failed'))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          wake()
        }
      })
  }
  const timer = setInterval(wake, options.pollMs ?? 15_000)
  timer.unref()
  const unlisten: Unlisten = await options.database.listen(OUTBOX_CHANNEL, wake)
  wake()

  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await unlisten()
      let waiting: NodeJS.Timeout | undefined
      const finished = await Promise.race([
        Promise.resolve(running).then(() => true),
        new Promise<false>((resolve) => {
          waiting = setTimeout(() => resolve(false), stopWaitMs)
        }),
      ])
      clearTimeout(waiting)
      if (!finished && (await sender.release()))
        log.warn({ waitedMs: stopWaitMs }, 'email send under way given back to the outbox at shutdown')
      sender.close()
    },
  }
}
