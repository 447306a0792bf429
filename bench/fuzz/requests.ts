// An operation of the OpenAPI document turned into an arbitrary of HTTP requests: valid ones
// with ids that exist (the actor's own or another's) or not, and bad ones (see malform.ts). A
// request made as the description says carries the statuses its operation declares, which its
// answer must be one of.
import fc from 'fast-check'
import { absurdText, type Body, malformedBody } from './malform.ts'
import { type JsonSchema, validValue } from './schema-arbitrary.ts'
import { uploadBody } from './uploads.ts'
import type { Actor, World } from './world.ts'

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }
export type Operation = {
  method: string
  path: string
  parameters: Parameter[]
  body?: JsonSchema
  /** A multipart form (an upload) rather than JSON. */
  upload: boolean
  /** Every status the operation declares. */
  statuses: number[]
}

export type FuzzRequest = {
  method: string
  url: string
  headers: Record<string, string>
  body: Body
  actor: Actor['name']
  /** The statuses its operation declares, when the request is one the description describes. */
  declared?: number[]
}

type Document = {
  servers?: { url: string }[]
  paths: Record<string, Record<string, Record<string, unknown>>>
}

/**
 * Every operation the document read from `documentUrl` describes, as "METHOD /path" with its
 * inputs, the path under the document's server (relative to the document's own address).
 */
export function operationsOf(doc: Document, documentUrl: string) {
  const base = new URL(doc.servers?.[0]?.url ?? '/', documentUrl).pathname.replace(/\/$/, '')
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content
      return {
        method: method.toUpperCase(),
        path: `${base}${path}`,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema,
        upload: content?.['multipart/form-data'] !== undefined,
        statuses: Object.keys(op.responses as object).map(Number),
      } satisfies Operation
    }),
  )
}

export const operationKey = (op: Operation) => `${op.method} ${op.path}`

const LANGUAGES = ['en', 'ru', 'hy', 'fa', 'fa-IR,fa;q=0.9', 'ru-RU;q=0.8, en;q=0.5', 'zz', '*;q=NaN']
const BROKEN_AUTH = ['Bearer', 'Bearer x.y.z', 'Basic Zm9vOmJhcg==', `Bearer ${'a'.repeat(8_000)}`]

function queryString(entries: [string, unknown][]): string {
  const search = new URLSearchParams()
  for (const [k, v] of entries) {
    if (v === undefined) continue
    for (const one of Array.isArray(v) ? v : [v])
      search.append(k, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** Requests for `op` made by `actor` in `world`. */
export function requestArbitrary(op: Operation, actor: Actor, world: World): fc.Arbitrary<FuzzRequest> {
  const ids = [...world.ids, ...world.otherIds]
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const pathValue = (p: Parameter) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: validValue(
          p.schema.type ? p.schema : { type: 'integer', minimum: 1 },
          ids,
          world.hints,
          p.name,
        ).map((v) => ({ value: String(v), described: true })),
      },
      { weight: 1, arbitrary: absurdText.map((value) => ({ value, described: false })) },
    )
  const path = fc
    .tuple(...pathParams.map((p) => pathValue(p).map((v) => [p.name, v] as const)))
    .map((pairs) => ({
      url: pairs.reduce((url, [name, v]) => url.replace(`{${name}}`, v.value), op.path),
      described: pairs.every(([, v]) => v.described),
    }))
  // Valid parameters, present or not (required ones always); now and then one of them absurd
  // or one nobody asked for: several broken at once would only ever test the first check.
  const known = fc.tuple(
    ...queryParams.map((p) =>
      (p.required
        ? validValue(p.schema, ids, world.hints, p.name)
        : fc.option(validValue(p.schema, ids, world.hints, p.name), { nil: undefined })
      ).map((v) => [p.name, v] as [string, unknown]),
    ),
  )
  const names = [...queryParams.map((p) => p.name), 'x']
  const broken = fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...names), absurdText) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), absurdText) },
  )
  const query = fc.tuple(known, broken).map(([params, bad]) => ({
    text: queryString(bad ? [...params.filter(([k]) => k !== bad[0]), bad] : params),
    described: !bad,
  }))
  const valid = op.body ? validValue(op.body, ids, world.hints) : fc.constant(undefined)
  const good = valid.map<Body>((v) =>
    v === undefined
      ? { how: 'valid, no body' }
      : { text: JSON.stringify(v), type: 'application/json', how: 'valid' },
  )
  const writes = op.method !== 'GET' && op.method !== 'DELETE'
  const body = op.upload
    ? fc.oneof({ weight: 3, arbitrary: uploadBody }, { weight: 1, arbitrary: malformedBody(valid, []) })
    : writes
      ? fc.oneof(
          { weight: 3, arbitrary: good },
          { weight: 2, arbitrary: malformedBody(valid, op.body?.required ?? []) },
        )
      : fc.oneof({ weight: 9, arbitrary: good }, { weight: 1, arbitrary: malformedBody(valid, []) })
  const auth = fc.oneof(
    { weight: 19, arbitrary: fc.constant(actor.headers) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_AUTH).map((a) => ({ authorization: a })) },
  )
  return fc
    .record({
      path,
      query,
      body,
      auth,
      language: fc.constantFrom(...LANGUAGES),
      ip: fc.nat({ max: 2 ** 24 - 1 }),
    })
    .map(({ path, query, body, auth, language, ip }) => ({
      method: op.method,
      url: `${path.url}${query.text}`,
      headers: {
        ...auth,
        'accept-language': language,
        // One client network per request: the per-address limits see many shoppers, not one.
        'x-forwarded-for': `10.${ip >> 16}.${(ip >> 8) & 255}.${ip & 255}`,
        ...(body.type ? { 'content-type': body.type } : {}),
      },
      body,
      actor: actor.name,
      ...(path.described && query.described && bodyDescribed(op, body) ? { declared: op.statuses } : {}),
    }))
}

/** Whether `body` is what the description asks `op` for: its JSON, its form, or nothing. */
function bodyDescribed(op: Operation, body: Body): boolean {
  if (op.upload) return body.type?.startsWith('multipart/form-data') ?? false
  return body.how === (op.body ? 'valid' : 'valid, no body')
}
