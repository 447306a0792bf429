import type { FastifyInstance } from 'fastify'
import { requireStaff } from '../../plugins/auth.ts'

export const opsTags = ['ops']

/**
 * Every route of the plugin is for operators (docs/product.md#console-access): a visitor gets 401
 * and a buyer 403 as the request arrives, before its body is read or validated.
 */
export function staffOnly(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    requireStaff(request)
  })
}
