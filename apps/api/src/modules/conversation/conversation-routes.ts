import { IdParamsSchema } from '@caravanserai/contracts/catalog'
import {
  MarkReadBodySchema,
  OrderMessagesSchema,
  PostMessageBodySchema,
  UnreadMessagesSchema,
} from '@caravanserai/contracts/conversation'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { requireUser } from '../../plugins/auth.ts'
import type { RateLimiter, RequestLimit } from '../../plugins/rate-limit.ts'
import { requireBuyer } from '../companies/company-scope.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { markRead, postMessage, readConversation, type Speaker, unreadMessages } from './conversation.ts'

/** Messages a buyer may post in ten minutes across their orders: a conversation, not a flood. */
export const MESSAGES_PER_BUYER: RequestLimit = { name: 'order-messages', max: 30, windowMs: 10 * 60 * 1000 }

/**
 * An order's conversation (docs/product.md#order-conversation): mounted for buyers under
 * /api/orders (their company's orders, rate-limited) and for operators under /api/ops/orders.
 */
export const conversationRoutes: FastifyPluginAsyncZod<{
  db: Db
  email: EmailContext
  limiter: RateLimiter
  side: Speaker['side']
}> = async (app, { db, email, limiter, side }) => {
  const tags = side === 'customer' ? ['orders'] : ['ops']
  /** The person speaking; a buyer as their role lets them read (`view`) or write (`message`). */
  const speaker = async (request: FastifyRequest, use: 'view' | 'message' = 'view'): Promise<Speaker> => {
    if (side === 'staff') return { side, userId: requireUser(request).id }
    const buyer = await requireBuyer(request, use)
    return { side, userId: buyer.userId, buyer }
  }

  app.get(
    '/orders/:id/messages/',
    { schema: { tags, params: IdParamsSchema, response: { 200: OrderMessagesSchema } } },
    async (request) => readConversation(db, request.params.id, await speaker(request)),
  )

  app.post(
    '/orders/:id/messages/',
    {
      config: { raises: side === 'customer' ? [429] : [] },
      schema: {
        tags,
        params: IdParamsSchema,
        body: PostMessageBodySchema,
        response: { 201: OrderMessagesSchema },
      },
    },
    async (request, reply) => {
      const who = await speaker(request, 'message')
      if (side === 'customer') await limiter.consume(reply, MESSAGES_PER_BUYER, String(who.userId))
      await postMessage(db, request.params.id, who, request.body, email)
      return reply.code(201).send(await readConversation(db, request.params.id, who))
    },
  )

  app.post(
    '/orders/:id/messages/read/',
    { schema: { tags, params: IdParamsSchema, body: MarkReadBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await markRead(db, request.params.id, await speaker(request), request.body.up_to)
      return reply.code(204).send(null)
    },
  )

  app.get(
    side === 'customer' ? '/orders/unread-messages/' : '/unread-messages/',
    { schema: { tags, response: { 200: UnreadMessagesSchema } } },
    async (request) => unreadMessages(db, await speaker(request)),
  )
}
