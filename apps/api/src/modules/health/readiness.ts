import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance still wants new work (docs/architecture.md#stopping-without-dropping-a-request). */
    readiness: Readiness
  }
}

/**
 * An instance asked to stop keeps serving but reports itself unhealthy first, so a load balancer
 * takes it out of rotation before it closes its connections and no request lands on a closing one.
 */
export type Readiness = { draining: boolean }

export function registerReadiness(app: FastifyInstance) {
  app.decorate('readiness', { draining: false })
}
