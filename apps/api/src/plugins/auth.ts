import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type Db, queryRows } from '../db/client.ts'
import type { StaffRole } from '../db/schema/accounts.ts'
import { AppError } from '../errors.ts'
import { readAccessToken } from '../modules/accounts/access-token.ts'
import { declareErrors } from './error-answers.ts'

export type AuthUser = {
  id: number
  email: string
  isStaff: boolean
  /** Read from the user row on every request, so a role change or removal applies at once. */
  staffRole: StaffRole | null
  isVerified: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid Bearer access token; null for a visitor. */
    user: AuthUser | null
  }
}

/**
 * Bearer authentication (docs/product.md#sessions), as SimpleJWT does it: no header is a visitor; a header
 * with a token that is invalid, expired, of a deactivated user, older than their last password
 * change or of a session that was revoked (logout, docs/decisions/007) is a 401, so the
 * storefront refreshes. Any route can so answer 401, and 503 while the database is unreachable.
 */
export const authPlugin = fp<{ db: Db; secret: Uint8Array; clock?: () => Date }>(
  async (app: FastifyInstance, { db, secret, clock = () => new Date() }) => {
    app.decorateRequest('user', null)
    declareErrors(app, [401, 503])
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization
      if (!header) return
      const [scheme, token] = header.split(' ')
      if (scheme !== 'Bearer' || !token) throw new AppError('errors.tokenNotValid', 401)
      const claims = await readAccessToken(token, secret, clock().getTime())
      if (!claims) throw new AppError('errors.tokenNotValid', 401)
      const [user] = await queryRows<AuthUser & { changed: number | null }>(
        db,
        sql`select id, email, is_staff as "isStaff", staff_role as "staffRole", is_verified as "isVerified",
          extract(epoch from password_changed_at)::float8 as changed
        from users where id = ${claims.userId} and is_active and deleted_at is null
          and not exists (select 1 from refresh_tokens r
            where r.family_id = ${claims.sessionId} and r.revoked_at is not null)`,
      )
      if (!user || (user.changed !== null && claims.issuedAt < Math.floor(user.changed))) {
        throw new AppError('errors.tokenNotValid', 401)
      }
      request.user = {
        id: user.id,
        email: user.email,
        isStaff: user.isStaff,
        staffRole: user.staffRole,
        isVerified: user.isVerified,
      }
    })
  },
)

/**
 * Every route registered in `app` from now on needs a signed-in user: a visitor gets 401 as the
 * request arrives, and the description says the routes need a Bearer token.
 */
export function signedInOnly(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })
  declareBearer(app)
  declareErrors(app, [401])
}

/** The OpenAPI `security` of the routes registered in `app` from now on: a Bearer token, required. */
export function declareBearer(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: route.schema?.security ?? [{ bearer: [] }] }
  })
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('errors.unauthorized', 401)
  return request.user
}

/**
 * Staff only (docs/product.md#staff-and-roles): 401 for a visitor, 403 for a buyer, and 403 for
 * an operator where an admin is needed.
 */
export function requireStaff(request: FastifyRequest, role: StaffRole = 'operator'): AuthUser {
  const user = requireUser(request)
  if (!user.staffRole) throw new AppError('errors.forbidden', 403)
  if (role === 'admin' && user.staffRole !== 'admin') throw new AppError('errors.adminOnly', 403)
  return user
}
