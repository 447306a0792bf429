import {
  ContentReplySchema,
  NewsletterBodySchema,
  NewsletterConfirmBodySchema,
} from '@caravanserai/contracts/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { translate } from '../../i18n/messages.ts'
import { clientNetwork, type RateLimiter } from '../../plugins/rate-limit.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { newsletterConfirmationEmail } from '../email/templates/newsletter-confirmation-email.ts'
import { confirmSubscription, type SendConfirmation, subscribe } from './newsletter-subscriptions.ts'
import { CONFIRMATIONS_PER_IP, NEWSLETTER_PER_ADDRESS, NEWSLETTER_PER_IP } from './public-write-limit.ts'

/** Newsletter sign-up with double opt-in: subscribe, then confirm by the emailed link. */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  db: Db
  email: EmailContext
  limiter: RateLimiter
}> = async (app, { db, email, limiter }) => {
  const sendConfirmation: SendConfirmation = async (tx, { to, locale, token }) => {
    await enqueueEmail(tx, { to, locale, template: newsletterConfirmationEmail, params: { token } }, email)
  }

  app.post(
    '/newsletter/',
    {
      config: { raises: [429] },
      schema: { tags: ['content'], body: NewsletterBodySchema, response: { 202: ContentReplySchema } },
    },
    async (request, reply) => {
      await limiter.consume(reply, NEWSLETTER_PER_IP, clientNetwork(request.ip))
      await limiter.consume(reply, NEWSLETTER_PER_ADDRESS, request.body.email.toLowerCase())
      const locale = request.locale
      await subscribe(db, { email: request.body.email, locale, now: new Date() }, sendConfirmation)
      return reply
        .code(202)
        .send({ detail: translate(locale, 'newsletter.checkInbox'), code: 'newsletter.checkInbox' })
    },
  )

  app.post(
    '/newsletter/confirm/',
    {
      config: { raises: [429] },
      schema: {
        tags: ['content'],
        body: NewsletterConfirmBodySchema,
        response: { 200: ContentReplySchema },
      },
    },
    async (request, reply) => {
      await limiter.consume(reply, CONFIRMATIONS_PER_IP, clientNetwork(request.ip))
      const locale = request.locale
      await confirmSubscription(db, request.body.token, new Date())
      return { detail: translate(locale, 'newsletter.confirmed'), code: 'newsletter.confirmed' }
    },
  )
}
