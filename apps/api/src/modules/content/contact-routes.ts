import { ContactMessageBodySchema, ContentReplySchema } from '@caravanserai/contracts/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { translate } from '../../i18n/messages.ts'
import { clientNetwork, type RateLimiter } from '../../plugins/rate-limit.ts'
import { saveContactMessage } from './contact-messages.ts'
import { CONTACT_PER_IP } from './public-write-limit.ts'

/** The contact form (docs/product.md#contact), stored for the operator console. */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (
  app,
  { db, limiter },
) => {
  app.post(
    '/contact/',
    {
      config: { raises: [429] },
      schema: {
        tags: ['content'],
        body: ContactMessageBodySchema,
        response: { 201: ContentReplySchema },
      },
    },
    async (request, reply) => {
      await limiter.consume(reply, CONTACT_PER_IP, clientNetwork(request.ip))
      const locale = request.locale
      await saveContactMessage(db, request.body, { locale, userId: request.user?.id ?? null })
      return reply.code(201).send({ detail: translate(locale, 'contact.sent'), code: 'contact.sent' })
    },
  )
}
