import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { localeEnum, timestamps } from './columns.ts'

export const emailStatusEnum = pgEnum('email_status', ['pending', 'sent', 'failed'])

/**
 * Every email, rendered and written in the transaction that causes it, then delivered by a
 * worker with retries; without SMTP_URL it stays here as the development outbox (docs/decisions/005).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    locale: localeEnum('locale').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: emailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The W3C traceparent of the request that queued it, when traced (docs/decisions/048). */
    traceParent: text('trace_parent'),
    ...timestamps(),
  },
  (t) => [
    check('email_outbox_attempts_not_negative', sql`${t.attempts} >= 0`),
    index('email_outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
  ],
)

export type EmailOutboxRow = typeof emailOutbox.$inferSelect
export type NewEmailOutboxRow = typeof emailOutbox.$inferInsert
export type EmailStatus = (typeof emailStatusEnum.enumValues)[number]
