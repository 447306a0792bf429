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
  const readiness: Readiness = { draining: false }
  app.decorate('readiness', readiness)
  // A draining instance's answers close their connection, so a balancer's kept-alive connection
  // is not left open for the instance's close to wait on.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close')
  })
}
