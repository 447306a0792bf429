import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { localeEnum, timestamps } from './columns.ts'

/** Contact form messages, read in the operator console (docs/product.md#inbox). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The sender's account when they were logged in.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    company: text('company'),
    locale: localeEnum('locale').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('contact_messages_user_id_idx').on(t.userId),
  ],
)

/** Newsletter sign-ups, confirmed by a link (double opt-in). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    locale: localeEnum('locale').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    // When the current token was emailed: it expires a week later, and a new one waits a while.
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_lower_unique').on(sql`lower(${t.email})`),
    unique('newsletter_subscriptions_confirm_token_hash_unique').on(t.confirmTokenHash),
  ],
)

export type ContactMessage = typeof contactMessages.$inferSelect
export type NewContactMessage = typeof contactMessages.$inferInsert
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect
