import { UserIdParamsSchema } from '@caravanserai/contracts/accounts'
import { type Lang, localeOf } from '@caravanserai/contracts/languages'
import {
  STAFF_INVITES_PER_HOUR,
  StaffInviteBodySchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffResendBodySchema,
  StaffRoleBodySchema,
} from '@caravanserai/contracts/ops-staff'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { RateLimiter, RequestLimit } from '../../plugins/rate-limit.ts'
import { staffOf } from '../../plugins/staff-only.ts'
import { listStaff } from './staff-queries.ts'
import {
  changeStaffRole,
  inviteStaff,
  removeStaff,
  resendInvitation,
  type StaffDeps,
} from './staff-service.ts'

const tags = ['ops']

/** Invitations sent or sent again, per admin (docs/decisions/008). */
const INVITES_PER_ADMIN: RequestLimit = {
  name: 'staff-invites',
  max: STAFF_INVITES_PER_HOUR,
  windowMs: 60 * 60_000,
  message: 'staff.tooManyInvitations',
}

/** The email's language: the one the admin chose, else the request's. */
const emailLocale = (request: FastifyRequest, language: Lang | undefined) =>
  language ? localeOf(language) : request.locale

async function countInvite(limiter: RateLimiter, request: FastifyRequest, reply: FastifyReply) {
  await limiter.consume(reply, INVITES_PER_ADMIN, String(staffOf(request).id))
}

/** Staff and roles, an admin's (docs/product.md#staff-and-roles). */
export const opsStaffRoutes: FastifyPluginAsyncZod<StaffDeps & { limiter: RateLimiter }> = async (
  app,
  { limiter, ...deps },
) => {
  app.get('/ops/staff/', { schema: { tags, response: { 200: StaffListSchema } } }, async () => ({
    results: await listStaff(deps.db, deps.clock()),
  }))

  app.post(
    '/ops/staff/invitations/',
    {
      config: { raises: [409, 429] },
      schema: { tags, body: StaffInviteBodySchema, response: { 201: StaffMemberSchema } },
    },
    async (request, reply) => {
      await countInvite(limiter, request, reply)
      const locale = emailLocale(request, request.body.language)
      const member = await inviteStaff(deps, staffOf(request), request.body, locale)
      return reply.code(201).send(member)
    },
  )

  app.post(
    '/ops/staff/:id/invitation/',
    {
      config: { raises: [409, 429] },
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: StaffResendBodySchema,
        response: { 200: StaffMemberSchema },
      },
    },
    async (request, reply) => {
      await countInvite(limiter, request, reply)
      const locale = emailLocale(request, request.body.language)
      return resendInvitation(deps, staffOf(request), request.params.id, locale)
    },
  )

  app.patch(
    '/ops/staff/:id/',
    {
      config: { raises: [409] },
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: StaffRoleBodySchema,
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) => changeStaffRole(deps, staffOf(request), request.params.id, request.body.role),
  )

  app.delete(
    '/ops/staff/:id/',
    { config: { raises: [409] }, schema: { tags, params: UserIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeStaff(deps, staffOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
