import {
  ContentReplySchema,
  NewsletterBodySchema,
  NewsletterConfirmBodySchema,
} from '@caravanserai/contracts/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { requestLocale, translate } from '../../i18n/messages.ts'
import { type EmailContext, enqueueEmail } from '../email/enqueue-email.ts'
import { newsletterConfirmationEmail } from '../email/templates/newsletter-confirmation-email.ts'
import { confirmSubscription, type SendConfirmation, subscribe } from './newsletter-subscriptions.ts'
import { PUBLIC_WRITE_LIMIT } from './public-write-limit.ts'

/** Newsletter sign-up with double opt-in: subscribe, then confirm by the emailed link. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db; email: EmailContext }> = async (
  app,
  { db, email },
) => {
  const sendConfirmation: SendConfirmation = async (tx, { to, locale, token }) => {
    await enqueueEmail(tx, { to, locale, template: newsletterConfirmationEmail, params: { token } }, email)
  }

  app.post(
    '/newsletter/',
    {
      config: { rateLimit: PUBLIC_WRITE_LIMIT },
      schema: { tags: ['content'], body: NewsletterBodySchema, response: { 202: ContentReplySchema } },
    },
    async (request, reply) => {
      const locale = requestLocale(request.headers['accept-language'])
      await subscribe(db, { email: request.body.email, locale, now: new Date() }, sendConfirmation)
      return reply
        .code(202)
        .send({ detail: translate(locale, 'newsletter.checkInbox'), code: 'newsletter.checkInbox' })
    },
  )

  app.post(
    '/newsletter/confirm/',
    {
      // Tokens are 256 random bits; the limit only keeps a script from hammering the table.
      config: { rateLimit: { max: 30, timeWindow: 10 * 60 * 1000 } },
      schema: {
        tags: ['content'],
        body: NewsletterConfirmBodySchema,
        response: { 200: ContentReplySchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request.headers['accept-language'])
      await confirmSubscription(db, request.body.token, new Date())
      return { detail: translate(locale, 'newsletter.confirmed'), code: 'newsletter.confirmed' }
    },
  )
}
