import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { StaffRole } from '../db/schema/accounts.ts'
import { type AuthUser, declareBearer, requireStaff } from './auth.ts'
import { declareErrors } from './error-answers.ts'

/**
 * Makes every route of the context `app` for staff of `role` or above
 * (docs/product.md#staff-and-roles): a visitor gets 401, a buyer 403, an operator at an admin's
 * route 403, as the request arrives, before its body is read or validated. app.ts applies it once
 * per role, to the context that registers that role's routes, so each route's role is declared
 * by where it is registered, and their description says so (a Bearer token, 401 and 403).
 */
export function staffOnly(app: FastifyInstance, role: StaffRole) {
  app.addHook('onRequest', async (request) => {
    requireStaff(request, role)
  })
  declareBearer(app)
  declareErrors(app, [401, 403])
}

/**
 * The staff member making a request that staffOnly let through. Reaching it without one is a
 * route registered outside the staff-only contexts: a bug, answered as one (500).
 */
export function staffOf(request: FastifyRequest): AuthUser {
  if (!request.user?.staffRole) throw new Error('staffOf: the route is outside the staff-only context')
  return request.user
}
