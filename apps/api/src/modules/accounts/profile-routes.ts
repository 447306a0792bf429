import {
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  DetailWithTokensSchema,
  UpdateProfileBodySchema,
  UserIdParamsSchema,
  UserProfileSchema,
} from '@caravanserai/contracts/accounts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors.ts'
import { translate } from '../../i18n/messages.ts'
import { type AuthUser, requireUser } from '../../plugins/auth.ts'
import type { RateLimiter } from '../../plugins/rate-limit.ts'
import { PASSWORD_FAILURES } from './accounts-limits.ts'
import type { AccountsDeps } from './accounts-service.ts'
import { changePassword, deleteAccount } from './profile-service.ts'
import { findUser, profileJson, updateProfile } from './user-queries.ts'

const tags = ['accounts']
const security = [{ bearer: [] }]
/** Who asks is settled before the body is looked at: a visitor gets 401. */
const signedIn = { preValidation: async (request: FastifyRequest) => void requireUser(request) }

/** Another person's profile is 404 (docs/product.md#api-conventions), except that staff may read any. */
function requireOwn(user: AuthUser, id: number, staffMay: boolean) {
  if (user.id !== id && !(staffMay && user.isStaff)) throw new AppError('errors.notFound', 404)
}

/** One's own profile, password and account (docs/product.md#profile-calls). */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps; limiter: RateLimiter }> = async (
  app,
  { deps, limiter },
) => {
  const profile = async (id: number) => {
    const user = await findUser(deps.db, id)
    if (!user) throw new AppError('errors.notFound', 404)
    return profileJson(user)
  }

  app.get(
    '/accounts/users/:id/',
    {
      ...signedIn,
      schema: { tags, security, params: UserIdParamsSchema, response: { 200: UserProfileSchema } },
    },
    async (request) => {
      requireOwn(requireUser(request), request.params.id, true)
      return profile(request.params.id)
    },
  )

  app.patch(
    '/accounts/users/:id/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: UserIdParamsSchema,
        body: UpdateProfileBodySchema,
        response: { 200: UserProfileSchema },
      },
    },
    async (request) => {
      requireOwn(requireUser(request), request.params.id, false)
      await updateProfile(deps.db, request.params.id, request.body, deps.clock())
      return profile(request.params.id)
    },
  )

  app.post(
    '/accounts/change-password/',
    {
      ...signedIn,
      config: { raises: [429] },
      schema: { tags, security, body: ChangePasswordBodySchema, response: { 200: DetailWithTokensSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const key = String(user.id)
      await limiter.checkFailures(reply, PASSWORD_FAILURES, key)
      const locale = request.locale
      const tokens = await changePassword(deps, user.id, request.body, locale)
      if (!tokens) {
        await limiter.recordFailure(PASSWORD_FAILURES, key)
        throw new AppError('accounts.wrongCurrentPassword', 400, {}, 'current_password')
      }
      await limiter.clearFailures(PASSWORD_FAILURES, key)
      return { detail: translate(locale, 'accounts.passwordChanged'), ...tokens }
    },
  )

  app.post(
    '/accounts/delete-account/',
    {
      ...signedIn,
      // 409: the last admin who can sign in cannot leave (docs/product.md#staff-and-roles).
      config: { raises: [409, 429] },
      schema: { tags, security, body: DeleteAccountBodySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const key = String(user.id)
      await limiter.checkFailures(reply, PASSWORD_FAILURES, key)
      if (!(await deleteAccount(deps, user.id, request.body.password))) {
        await limiter.recordFailure(PASSWORD_FAILURES, key)
        throw new AppError('accounts.wrongPassword', 400, {}, 'password')
      }
      return reply.code(204).send(null)
    },
  )
}
