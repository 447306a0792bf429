import { ErrorDetailSchema, ErrorResponseSchema, FieldErrorsSchema } from '@caravanserai/contracts/errors'
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type ErrorStatus, isUpload } from './error-answers.ts'

type ErrorAnswer = { name: string; description: string; schema: string; retryAfter?: boolean }

/** Each error status as the description names it: one shared answer per status. */
const ERROR_ANSWERS: Record<ErrorStatus, ErrorAnswer> = {
  400: {
    name: 'BadRequest',
    description: 'The request is malformed or fails validation: messages per field, or a detail and code.',
    schema: 'ErrorResponse',
  },
  401: {
    name: 'Unauthorized',
    description: 'A Bearer token is needed, or the one sent is invalid, expired or revoked.',
    schema: 'ErrorDetail',
  },
  403: {
    name: 'Forbidden',
    description: 'Signed in but not allowed: staff only, admins only, or a verified email needed.',
    schema: 'ErrorDetail',
  },
  404: { name: 'NotFound', description: 'No such row that the caller may see.', schema: 'ErrorDetail' },
  409: {
    name: 'Conflict',
    description: "The request conflicts with the row's present state; `code` says how.",
    schema: 'ErrorDetail',
  },
  413: { name: 'ContentTooLarge', description: 'The body is past its size limit.', schema: 'ErrorDetail' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'Not a multipart form, or a file of a type that is not accepted.',
    schema: 'ErrorDetail',
  },
  422: {
    name: 'UnprocessableContent',
    description: 'An idempotency key already used for another request.',
    schema: 'ErrorDetail',
  },
  429: {
    name: 'TooManyRequests',
    description: 'A rate limit was reached; Retry-After says in how many seconds to try again.',
    schema: 'ErrorDetail',
    retryAfter: true,
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database is unreachable or the server is busy; Retry-After, when sent, says when to retry.',
    schema: 'ErrorDetail',
    retryAfter: true,
  },
}

/** Carries a route's error statuses from `transform` to `transformObject`, which removes it. */
const RAISES = 'x-raises'

/** An upload's form: one file, after the text fields the route reads (plugins/multipart-file.ts). */
const UPLOAD_FORM = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary' } },
  required: ['file'],
  additionalProperties: { type: 'string' },
}

/** A signed-in user's token is read on any route: optional where the route does not need it. */
const OPTIONAL_BEARER: Record<string, string[]>[] = [{}, { bearer: [] }]

const pascal = (text: string) =>
  text
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')

/**
 * An operation's id from its method and path, as a generated client names its call:
 * `GET /ops/orders/:id/` is `getOpsOrdersById` (the linter checks that no two are the same).
 */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment)))
  return method.toLowerCase() + words.join('')
}

/** Each route's schema as JSON Schema, with its id, its security, its form and its error statuses. */
const transformUnder =
  (prefix: string): SwaggerTransform =>
  (document) => {
    const { schema, url } = jsonSchemaTransform(document)
    const { route } = document
    const raises = route.config?.raises ?? []
    const security = schema.security ?? (raises.includes(401) ? OPTIONAL_BEARER : undefined)
    return {
      url,
      schema: {
        operationId: operationIdOf(String(route.method), url.slice(prefix.length)),
        ...schema,
        ...(security ? { security } : {}),
        ...(isUpload(route.schema ?? {}) && !schema.body ? { body: UPLOAD_FORM } : {}),
        [RAISES]: raises,
      },
    }
  }

function errorComponents() {
  const registry = z.registry<{ id: string }>()
  registry.add(ErrorDetailSchema, { id: 'ErrorDetail' })
  registry.add(FieldErrorsSchema, { id: 'FieldErrors' })
  registry.add(ErrorResponseSchema, { id: 'ErrorResponse' })
  const { schemas } = z.toJSONSchema(registry, {
    target: 'openapi-3.0',
    uri: (id) => `#/components/schemas/${id}`,
  })
  for (const schema of Object.values(schemas)) delete schema.$id
  const retryAfter = {
    'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  }
  const responses = Object.fromEntries(
    Object.values(ERROR_ANSWERS).map((answer) => [
      answer.name,
      {
        description: answer.description,
        ...(answer.retryAfter ? { headers: retryAfter } : {}),
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${answer.schema}` } } },
      },
    ]),
  )
  return { schemas, responses }
}

type Operation = { responses: Record<string, unknown>; [RAISES]?: ErrorStatus[] }

/** Each operation's error statuses as references to the shared answers, which are added once. */
const transformObject: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject
  const { openapiObject } = document
  const { schemas, responses } = errorComponents()
  for (const methods of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(methods ?? {}) as Operation[]) {
      for (const status of operation[RAISES] ?? []) {
        operation.responses[status] ??= { $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` }
      }
      delete operation[RAISES]
    }
  }
  const components = openapiObject.components ?? {}
  // The components are plain JSON Schema, which the OpenAPI types model more narrowly.
  return {
    ...openapiObject,
    components: { ...components, schemas: { ...components.schemas, ...schemas }, responses },
  } as ReturnType<SwaggerTransformObject>
}

/**
 * The OpenAPI description, from the routes' own schemas and their error statuses
 * (docs/decisions/035-derived-error-answers.md), at /api/docs: `api` is the context of the API's
 * routes. Its server is their prefix as a relative URL, which a client resolves against the
 * address it read the description from, and its paths are named as called under it.
 */
export async function registerApiDocs(api: FastifyInstance, version: string) {
  await api.register(swagger, {
    openapi: {
      info: { title: 'Caravanserai API', version },
      servers: [{ url: api.prefix }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: transformUnder(api.prefix),
    transformObject,
  })
  await api.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
}
