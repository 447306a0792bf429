import {
  AcceptInvitationBodySchema,
  CompanySessionSchema,
  InvitationPreviewSchema,
  InvitationTokenQuerySchema,
} from '@caravanserai/contracts/companies'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { clientNetwork, type RateLimiter } from '../../plugins/rate-limit.ts'
import type { TokenSettings } from '../accounts/sessions.ts'
import { previewInvitation } from './company-invitations.ts'
import { acceptInvitation } from './company-invite-accept.ts'
import { INVITATION_TOKENS_PER_IP } from './company-limits.ts'

const tags = ['company']

/**
 * An invitation's emailed link (docs/decisions/056-companies-are-the-buyer.md): public, like the
 * other one-time links, and limited per client address. A bad, used or expired token is a 404
 * that does not say which.
 */
export const companyInviteRoutes: FastifyPluginAsyncZod<{
  db: Db
  tokens: TokenSettings
  clock: () => Date
  limiter: RateLimiter
}> = async (app, { limiter, ...deps }) => {
  app.get(
    '/company/invitations/check/',
    {
      config: { raises: [404, 429] },
      schema: { tags, querystring: InvitationTokenQuerySchema, response: { 200: InvitationPreviewSchema } },
    },
    async (request, reply) => {
      await limiter.consume(reply, INVITATION_TOKENS_PER_IP, clientNetwork(request.ip))
      return previewInvitation(deps.db, request.query.token, deps.clock())
    },
  )

  app.post(
    '/company/invitations/accept/',
    {
      config: { raises: [403, 404, 409, 429] },
      schema: { tags, body: AcceptInvitationBodySchema, response: { 200: CompanySessionSchema } },
    },
    async (request, reply) => {
      await limiter.consume(reply, INVITATION_TOKENS_PER_IP, clientNetwork(request.ip))
      return acceptInvitation(deps, request.user, request.body, request.locale)
    },
  )
}
