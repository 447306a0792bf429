import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'

/** The error statuses the API answers with (docs/product.md#api-conventions); 500 is a bug. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The error statuses the route can answer. A route names those its own code raises (a
     * conflict, a refusal, a limit); the rest are added as it is registered, from its schema and
     * from the context it is registered in (docs/decisions/035-derived-error-answers.md).
     */
    raises?: readonly ErrorStatus[]
  }
}

/** Adds `statuses` to what the route raises, in a config of its own (routes share config objects). */
function addRaised(route: RouteOptions, statuses: readonly ErrorStatus[]) {
  const raises = new Set([...(route.config?.raises ?? []), ...statuses])
  route.config = { ...route.config, raises: [...raises].sort((a, b) => a - b) }
}

/**
 * Every route registered in `app` from now on (its context and those below) can answer
 * `statuses`: for a guard that refuses (401, 403) or a plugin that can fail any request (503).
 */
export function declareErrors(app: FastifyInstance, statuses: readonly ErrorStatus[]) {
  app.addHook('onRoute', (route) => addRaised(route, statuses))
}

/** Whether a route takes a multipart upload (plugins/multipart-file.ts). */
export const isUpload = (schema: FastifySchema) =>
  (schema.consumes as string[] | undefined)?.includes('multipart/form-data') ?? false

/** Whether a query schema (a zod object) has the field `name`. */
function hasField(schema: unknown, name: string): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape
  return shape !== undefined && name in shape
}

/**
 * What a route's schema says it can be refused for: 400 for inputs that fail validation (or, in
 * a JSON body, parsing), 404 for a path naming a row that does not exist or a page past the last
 * of a list, 413 for a body past the limit; an upload (multipart) also 403 for a sender whose
 * address is not verified and 415 for anything but a form and a file of a type it does not take
 * (docs/architecture.md#uploaded-files).
 */
export function declareSchemaErrors(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {}
    const upload = isUpload(schema)
    const statuses: ErrorStatus[] = []
    if (schema.body || schema.querystring || schema.params || upload) statuses.push(400)
    if (schema.params || hasField(schema.querystring, 'page')) statuses.push(404)
    if (schema.body || upload) statuses.push(413)
    if (upload) statuses.push(403, 415)
    addRaised(route, statuses)
  })
}

/** Whether a body of `type` is one the route describes: JSON for a JSON body, a form for an upload. */
function describesBody(schema: FastifySchema, type: string): boolean {
  if (isUpload(schema)) return type.startsWith('multipart/form-data')
  return schema.body !== undefined && type.startsWith('application/json')
}

/**
 * Tells `report` of every error answer a route of `app` gives without declaring it, so that tests
 * fail when the description would be wrong. A 500 is a bug, declared nowhere; a body the route
 * does not describe (any body where it takes none, a form where it takes JSON) is outside the
 * description, whatever it gets.
 */
export function checkDeclaredErrors(app: FastifyInstance, report: (problem: string) => void) {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode
    const raises: readonly number[] | undefined = reply.routeOptions.config.raises
    if (status < 400 || status === 500 || !raises || raises.includes(status)) return
    const type = request.headers['content-type']
    if (type && !describesBody(reply.routeOptions.schema ?? {}, type)) return
    report(`${request.method} ${reply.routeOptions.url} answered ${status}, which it does not declare`)
  })
}
