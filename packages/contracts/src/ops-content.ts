import { z } from 'zod'
import { LocaleSchema } from './languages.ts'
import { pagedSchema, pageQuerySchema } from './pagination.ts'

// Operator console (docs/product.md#inbox): what visitors sent — contact messages and newsletter sign-ups.
// Staff only.

export const CONTACT_MESSAGES_PAGE_SIZE = 20
export const SUBSCRIBERS_PAGE_SIZE = 50

const searchText = z
  .string()
  .max(200)
  .optional()
  .transform((s) => s?.trim() || undefined)

export const CONTACT_MESSAGE_STATUSES = ['open', 'handled'] as const
export const ContactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES)

/** GET /ops/contact-messages/: newest first; `search` looks in the name, email, company and subject. */
export const OpsContactMessagesQuerySchema = z.object({
  ...pageQuerySchema(CONTACT_MESSAGES_PAGE_SIZE),
  status: ContactMessageStatusSchema.optional(),
  search: searchText,
})

export const OpsContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  company: z.string().nullable(),
  /** The language the visitor wrote from: answer in it. */
  language: LocaleSchema,
  /** The sender's account when they were signed in. */
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  /** Null while the message waits for an answer. */
  handled_at: z.string().nullable(),
})
export type OpsContactMessage = z.infer<typeof OpsContactMessageSchema>

export const OpsContactMessageListResponseSchema = pagedSchema(OpsContactMessageSchema)

/** PATCH /ops/contact-messages/{id}/: mark handled (true) or open again (false). */
export const UpdateContactMessageBodySchema = z.object({ handled: z.boolean() }).strict()
export type UpdateContactMessageBody = z.infer<typeof UpdateContactMessageBodySchema>

/**
 * A sign-up's state: pending until the emailed link is followed (double opt-in), confirmed,
 * or unsubscribed.
 */
export const NEWSLETTER_STATUSES = ['confirmed', 'pending', 'unsubscribed'] as const
export const NewsletterStatusSchema = z.enum(NEWSLETTER_STATUSES)
export type NewsletterStatus = z.infer<typeof NewsletterStatusSchema>

/** GET /ops/newsletter-subscribers/: newest first; `search` finds part of an address. */
export const OpsSubscribersQuerySchema = z.object({
  ...pageQuerySchema(SUBSCRIBERS_PAGE_SIZE),
  status: NewsletterStatusSchema.optional(),
  search: searchText,
})

/** GET /ops/newsletter-subscribers/export/: a CSV of every sign-up with the status (or of all). */
export const OpsSubscribersExportQuerySchema = z.object({ status: NewsletterStatusSchema.optional() })

/** The columns of the CSV export, in order (its header row). */
export const SUBSCRIBERS_CSV_COLUMNS = [
  'email',
  'status',
  'language',
  'subscribed_at',
  'confirmed_at',
  'unsubscribed_at',
] as const

export const OpsSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: NewsletterStatusSchema,
  /** The language of the sign-up: the newsletter's language for this reader. */
  language: LocaleSchema,
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
})
export type OpsSubscriber = z.infer<typeof OpsSubscriberSchema>

export const OpsSubscriberListResponseSchema = pagedSchema(OpsSubscriberSchema)
