import {
  DetailResponseSchema,
  DetailWithTokensSchema,
  EmailBodySchema,
  LoginBodySchema,
  RefreshBodySchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
  TokenPairSchema,
  UidTokenBodySchema,
} from '@caravanserai/contracts/accounts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors.ts'
import { translate } from '../../i18n/messages.ts'
import { clientNetwork, type RateLimiter } from '../../plugins/rate-limit.ts'
import {
  EMAILS_PER_ADDRESS,
  EMAILS_PER_IP,
  LOGIN_FAILURES,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  REGISTRATIONS_PER_IP,
} from './accounts-limits.ts'
import {
  type AccountsDeps,
  isResetLinkValid,
  login,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './accounts-service.ts'
import { endSession, rotateSession } from './sessions.ts'

const tags = ['accounts']
/** Answers that must not tell a known email from an unknown one take at least this long. */
export const UNIFORM_ANSWER_MS = 300

async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const [result] = await Promise.all([work(), new Promise((resolve) => setTimeout(resolve, ms))])
  return result
}

const detail = (request: FastifyRequest, key: Parameters<typeof translate>[1]) =>
  translate(request.locale, key)

/** Sign-in, tokens, registration, verification and reset: the auth API (docs/product.md#account-calls). */
export const accountsRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps; limiter: RateLimiter }> = async (
  app,
  { deps, limiter },
) => {
  app.post(
    '/accounts/token/',
    {
      config: { raises: [429] },
      schema: { tags, body: LoginBodySchema, response: { 200: TokenPairSchema } },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase()
      const client = clientNetwork(request.ip)
      const account = `${email}|${client}`
      await limiter.checkFailures(reply, LOGIN_FAILURES_PER_IP, client)
      await limiter.checkFailures(reply, LOGIN_FAILURES_PER_ACCOUNT, email)
      await limiter.checkFailures(reply, LOGIN_FAILURES, account)
      const tokens = await login(deps, email, request.body.password, request.locale)
      if (!tokens) {
        await limiter.recordFailure(LOGIN_FAILURES, account)
        await limiter.recordFailure(LOGIN_FAILURES_PER_ACCOUNT, email)
        await limiter.recordFailure(LOGIN_FAILURES_PER_IP, client)
        throw new AppError('accounts.invalidCredentials', 401)
      }
      await limiter.clearFailures(LOGIN_FAILURES, account)
      return tokens
    },
  )

  app.post(
    '/accounts/token/refresh/',
    { schema: { tags, body: RefreshBodySchema, response: { 200: TokenPairSchema } } },
    async (request) => {
      const result = await rotateSession(deps.db, request.body.refresh, deps.tokens, deps.clock())
      if (result.ok) return result.tokens
      if (result.reused) {
        request.log.warn(
          { userId: result.reused.userId },
          'a used refresh token came back; its session is revoked',
        )
      }
      throw new AppError('accounts.tokenInvalid', 401)
    },
  )

  app.post(
    '/accounts/logout/',
    { schema: { tags, body: RefreshBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await endSession(deps.db, request.body.refresh, deps.tokens.secret, deps.clock()))) {
        throw new AppError('accounts.tokenInvalid', 401)
      }
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/accounts/register/',
    {
      config: { raises: [429] },
      schema: { tags, body: RegisterBodySchema, response: { 201: RegisterResponseSchema } },
    },
    async (request, reply) => {
      await limiter.consume(reply, REGISTRATIONS_PER_IP, clientNetwork(request.ip))
      return reply.code(201).send(await register(deps, request.body, request.locale))
    },
  )

  app.post(
    '/accounts/verify-email/',
    { schema: { tags, body: UidTokenBodySchema, response: { 200: DetailWithTokensSchema } } },
    async (request) => {
      const tokens = await verifyEmail(deps, request.body.uid, request.body.token)
      if (!tokens) throw new AppError('accounts.verificationLinkInvalid', 400)
      return { detail: detail(request, 'accounts.emailVerified'), ...tokens }
    },
  )

  app.post(
    '/accounts/resend-verification/',
    {
      config: { raises: [429] },
      schema: { tags, body: ResendVerificationBodySchema, response: { 200: DetailResponseSchema } },
    },
    async (request, reply) => {
      // A signed-in buyer may leave the email out: the link goes to their own address.
      const email = request.body.email ?? request.user?.email.toLowerCase()
      if (!email) throw new AppError('validation.required', 400, {}, 'email')
      await limiter.consume(reply, EMAILS_PER_IP, clientNetwork(request.ip))
      await limiter.consume(reply, EMAILS_PER_ADDRESS, email)
      await atLeast(UNIFORM_ANSWER_MS, () => resendVerification(deps, email, request.locale))
      return { detail: detail(request, 'accounts.verificationSent') }
    },
  )

  app.post(
    '/accounts/reset-password-link/',
    {
      config: { raises: [429] },
      schema: { tags, body: EmailBodySchema, response: { 200: DetailResponseSchema } },
    },
    async (request, reply) => {
      await limiter.consume(reply, EMAILS_PER_IP, clientNetwork(request.ip))
      await limiter.consume(reply, EMAILS_PER_ADDRESS, request.body.email)
      await atLeast(UNIFORM_ANSWER_MS, () => requestPasswordReset(deps, request.body.email, request.locale))
      return { detail: detail(request, 'accounts.resetLinkSent') }
    },
  )

  app.post(
    '/accounts/reset-password-link/validate/',
    { schema: { tags, body: UidTokenBodySchema, response: { 200: DetailResponseSchema } } },
    async (request) => {
      if (!(await isResetLinkValid(deps, request.body.uid, request.body.token))) {
        throw new AppError('accounts.resetLinkInvalid', 400)
      }
      return { detail: detail(request, 'accounts.resetLinkValid') }
    },
  )

  app.post(
    '/accounts/reset-password/',
    { schema: { tags, body: ResetPasswordBodySchema, response: { 200: DetailResponseSchema } } },
    async (request) => {
      if (!(await resetPassword(deps, request.body, request.locale))) {
        throw new AppError('accounts.resetLinkInvalid', 400)
      }
      return { detail: detail(request, 'accounts.passwordReset') }
    },
  )
}
