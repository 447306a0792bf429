import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type AuthUser, requireStaff } from './auth.ts'

/**
 * Makes every route of the context `app` for operators (docs/product.md#console-access): a visitor
 * gets 401 and a buyer 403 as the request arrives, before its body is read or validated. app.ts
 * applies it once, to the context that registers every staff-only route.
 */
export function staffOnly(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    requireStaff(request)
  })
}

/**
 * The operator making a request that staffOnly let through. Reaching it without a staff user is
 * a route registered outside the staff-only context: a bug, answered as one (500).
 */
export function staffOf(request: FastifyRequest): AuthUser {
  if (!request.user?.isStaff) throw new Error('staffOf: the route is outside the staff-only context')
  return request.user
}
