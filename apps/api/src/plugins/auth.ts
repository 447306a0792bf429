import type { CompanyRole } from '@caravanserai/contracts/company-roles'
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
  /**
   * The company the session acts for and the person's role there, read with the user on every
   * request (docs/decisions/056-companies-are-the-buyer.md); null for a person who belongs to
   * none yet, until their first buyer call gives them a company of one
   * (docs/decisions/061-a-company-of-one-for-everyone.md).
   */
  company: { id: number; role: CompanyRole } | null
  /** The token's session (its refresh family, docs/decisions/007); null for a token of none. */
  sessionId: string | null
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
      // The session's company, or for a token of no session the person's first company; a
      // membership that ended reads as none (removal also unbinds the sessions bound to it).
      const [user] = await queryRows<
        Omit<AuthUser, 'company' | 'sessionId'> & {
          changed: number | null
          companyId: number | null
          companyRole: CompanyRole | null
        }
      >(
        db,
        sql`select u.id, u.email, u.is_staff as "isStaff", u.staff_role as "staffRole", u.is_verified as "isVerified",
          extract(epoch from u.password_changed_at)::float8 as changed,
          m.company_id as "companyId", m.role as "companyRole"
        from users u
        left join lateral (select cm.company_id, cm.role from company_members cm
          where cm.user_id = u.id and cm.company_id = coalesce(
            (select s.company_id from company_sessions s where s.family_id = ${claims.sessionId}),
            (select f.company_id from company_members f where f.user_id = u.id
              order by f.created_at, f.company_id limit 1))) m on true
        where u.id = ${claims.userId} and u.is_active and u.deleted_at is null
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
        company: user.companyId === null ? null : { id: user.companyId, role: user.companyRole! },
        sessionId: claims.sessionId,
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
