import {
  CompanyInvitationListSchema,
  CompanyInvitationSchema,
  CompanyMemberListSchema,
  CompanyMemberSchema,
  CompanySchema,
  CompanySessionSchema,
  InvitationParamsSchema,
  InviteMemberBodySchema,
  MemberParamsSchema,
  MyCompanyListSchema,
  SwitchCompanyBodySchema,
  UpdateCompanyBodySchema,
  UpdateMemberBodySchema,
} from '@caravanserai/contracts/companies'
import { localeOf } from '@caravanserai/contracts/languages'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { requireUser, signedInOnly } from '../../plugins/auth.ts'
import { declareErrors } from '../../plugins/error-answers.ts'
import type { RateLimiter } from '../../plugins/rate-limit.ts'
import type { TokenSettings } from '../accounts/sessions.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { inviteMember, listInvitations, revokeInvitation } from './company-invitations.ts'
import { memberJson } from './company-json.ts'
import { INVITES_PER_OWNER } from './company-limits.ts'
import { listMembers } from './company-queries.ts'
import { requireBuyer } from './company-scope.ts'
import {
  getCompany,
  myCompanies,
  removeMember,
  switchCompany,
  updateCompany,
  updateMember,
} from './company-service.ts'

const tags = ['company']

export type CompanyRouteDeps = {
  db: Db
  tokens: TokenSettings
  email: EmailContext
  clock: () => Date
  limiter: RateLimiter
}

/**
 * The company a session acts for (docs/decisions/056-companies-are-the-buyer.md): its details,
 * people and invitations, an owner's to change; and the person's companies, to switch between.
 * Every route needs a signed-in person; 403 for one who acts for no company or whose role does
 * not allow the call.
 */
export const companyRoutes: FastifyPluginAsyncZod<CompanyRouteDeps> = async (app, { limiter, ...deps }) => {
  signedInOnly(app)
  declareErrors(app, [403])

  app.get('/company/', { schema: { tags, response: { 200: CompanySchema } } }, async (request) =>
    getCompany(deps.db, await requireBuyer(request)),
  )

  app.patch(
    '/company/',
    { schema: { tags, body: UpdateCompanyBodySchema, response: { 200: CompanySchema } } },
    async (request) => updateCompany(deps, await requireBuyer(request, 'manage'), request.body),
  )

  app.get(
    '/company/members/',
    { schema: { tags, response: { 200: CompanyMemberListSchema } } },
    async (request) => ({
      results: (await listMembers(deps.db, (await requireBuyer(request)).companyId)).map(memberJson),
    }),
  )

  app.patch(
    '/company/members/:userId/',
    {
      config: { raises: [409] },
      schema: {
        tags,
        params: MemberParamsSchema,
        body: UpdateMemberBodySchema,
        response: { 200: CompanyMemberSchema },
      },
    },
    async (request) =>
      updateMember(deps, await requireBuyer(request, 'manage'), request.params.userId, request.body),
  )

  app.delete(
    '/company/members/:userId/',
    { config: { raises: [409] }, schema: { tags, params: MemberParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeMember(deps, await requireBuyer(request), request.params.userId)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/company/invitations/',
    { schema: { tags, response: { 200: CompanyInvitationListSchema } } },
    async (request) => ({
      results: await listInvitations(
        deps.db,
        (await requireBuyer(request, 'manage')).companyId,
        deps.clock(),
      ),
    }),
  )

  app.post(
    '/company/invitations/',
    {
      config: { raises: [409, 429] },
      schema: { tags, body: InviteMemberBodySchema, response: { 201: CompanyInvitationSchema } },
    },
    async (request, reply) => {
      const buyer = await requireBuyer(request, 'manage')
      await limiter.consume(reply, INVITES_PER_OWNER, String(buyer.userId))
      const language = request.body.language
      const locale = language ? localeOf(language) : request.locale
      return reply.code(201).send(await inviteMember(deps, buyer, request.body, locale))
    },
  )

  app.delete(
    '/company/invitations/:id/',
    { schema: { tags, params: InvitationParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeInvitation(deps, await requireBuyer(request, 'manage'), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/company/mine/',
    { schema: { tags, response: { 200: MyCompanyListSchema } } },
    async (request) => ({
      results: await myCompanies(deps.db, requireUser(request)),
    }),
  )

  app.post(
    '/company/switch/',
    {
      config: { raises: [404] },
      schema: { tags, body: SwitchCompanyBodySchema, response: { 200: CompanySessionSchema } },
    },
    async (request) => switchCompany(deps, requireUser(request), request.body.company_id),
  )
}
