import { z } from 'zod'
import { AttachmentSchema } from './payments.ts'

// The order conversation (docs/product.md#order-conversation): a thread per order between its
// buyer and the operators, in plain text, with files. Buyers under /orders/{id}/, operators under
// /ops/orders/{id}/. The operators' internal notes are separate and never reach the buyer.

export const MESSAGE_BODY_MAX = 5000
export const MESSAGE_FILES_MAX = 5

const id = z.number().int().min(1).max(2_147_483_647)

/**
 * POST /orders/{id}/messages/: plain text (links become links when shown, nothing else is
 * markup), and up to five files uploaded first to POST /orders/{id}/files/. Text or a file.
 */
export const PostMessageBodySchema = z
  .object({
    body: z.string().trim().max(MESSAGE_BODY_MAX).default(''),
    files: z.array(id).max(MESSAGE_FILES_MAX).default([]),
  })
  .strict()
  .refine((m) => m.body.length > 0 || m.files.length > 0, { error: 'conversation.empty', path: ['body'] })
export type PostMessageBody = z.infer<typeof PostMessageBodySchema>

export const OrderMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Whose side wrote it, and their name as the other side sees it. */
  author: z.object({ side: z.enum(['customer', 'staff']), name: z.string() }),
  /** Written by the person asking. */
  mine: z.boolean(),
  files: z.array(AttachmentSchema),
  created_at: z.string(),
})
export type OrderMessage = z.infer<typeof OrderMessageSchema>

/** GET /orders/{id}/messages/: the whole conversation, oldest first, and how much is unread. */
export const OrderMessagesSchema = z.object({
  results: z.array(OrderMessageSchema),
  /** Messages from the other side the asker has not read. */
  unread: z.number().int(),
})
export type OrderMessages = z.infer<typeof OrderMessagesSchema>

/** POST /orders/{id}/messages/read/: everything up to this message is read. */
export const MarkReadBodySchema = z.object({ up_to: id }).strict()

/** GET /orders/unread-messages/ (buyers) and /ops/unread-messages/ (operators): for the badges. */
/** An order with messages the asker has not read, and how many. */
export const UnreadOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  unread: z.number().int(),
})

export const UnreadMessagesSchema = z.object({
  total: z.number().int(),
  orders: z.array(UnreadOrderSchema),
})
export type UnreadMessages = z.infer<typeof UnreadMessagesSchema>
