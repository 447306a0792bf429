import path from 'node:path'
import { lintFromString, loadConfig } from '@redocly/openapi-core'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { typeErrors } from '../testing/type-errors.ts'

const API_DIR = path.resolve(import.meta.dirname, '../..')

type Operation = { security?: object[]; responses: Record<string, { $ref?: string }> }
type Description = OpenAPI3 & { paths: Record<string, Record<string, Operation>> }

/** A buyer's program against the generated client: a call, and the error answers it reads. */
const CLIENT_PROGRAM = `
import createClient from 'openapi-fetch'
import type { paths } from './api'

const client = createClient<paths>({ baseUrl: 'https://shop.example/api' })

export async function addToCart(variation: number): Promise<string> {
  const { data, error } = await client.POST('/customer/cart/create/', {
    body: { product_variation: variation, quantity: 1 },
  })
  if (data) return 'added line ' + data.id
  if ('detail' in error) return error.code + ': ' + error.detail
  return Object.values(error).flat().join(' ')
}

type Invalid = paths['/customer/cart/create/']['post']['responses'][400]['content']['application/json']
export const invalidFields = (body: Invalid) => ('code' in body ? [body.code] : Object.keys(body))

type Conflict = paths['/customer/gain-order/{id}/']['post']['responses'][409]['content']['application/json']
export const conflictCode = (body: Conflict): string => body.code

type TooMany = paths['/accounts/token/']['post']['responses'][429]
export const waitSeconds = (answer: TooMany): number | undefined => answer.headers['Retry-After']
`

/** The type errors of CLIENT_PROGRAM against a client generated from `description`. */
async function clientTypeErrors(description: Description): Promise<string[]> {
  const generated = astToString(await openapiTS(description, { silent: true }))
  // A declaration file, as a client keeps its generated types: only what the program uses is checked.
  return typeErrors(import.meta.dirname, { 'api.d.ts': generated, 'client.ts': CLIENT_PROGRAM })
}

/** `description` as it would be without its error answers. */
function withoutErrors(description: Description): Description {
  const paths = Object.fromEntries(
    Object.entries(description.paths).map(([url, methods]) => [
      url,
      Object.fromEntries(
        Object.entries(methods).map(([method, op]) => [
          method,
          { ...op, responses: Object.fromEntries(Object.entries(op.responses).filter(([s]) => s < '400')) },
        ]),
      ),
    ]),
  )
  return { ...description, paths }
}

describe('the OpenAPI description', () => {
  let t: TestApp
  let description: Description
  beforeAll(async () => {
    t = await buildTestApp()
    description = (await t.app.inject({ url: '/api/docs/json' })).json()
  })
  afterAll(() => t.close())

  const operation = (method: string, url: string) => description.paths[url]![method]!
  const errorsOf = (method: string, url: string) =>
    Object.keys(operation(method, url).responses).filter((status) => status >= '400')

  test('names its server /api, relative to where it is read, and its paths as called under it', () => {
    expect(description.servers).toEqual([{ url: '/api' }])
    expect(Object.keys(description.paths)).toContain('/customer/cart/create/')
    expect(Object.keys(description.paths).filter((url) => url.startsWith('/api/'))).toEqual([])
  })

  test("declares each operation's errors from its route: its inputs, its guard, its own refusals", () => {
    // A visitor's read: a bad filter or page, a stale token, the database away.
    expect(errorsOf('get', '/products/list/')).toEqual(['400', '401', '404', '503'])
    expect(operation('get', '/products/list/').security).toEqual([{}, { bearer: [] }])
    // A buyer's call with no inputs: only who asks and the database.
    expect(errorsOf('get', '/customer/cart/')).toEqual(['401', '503'])
    expect(operation('get', '/customer/cart/').security).toEqual([{ bearer: [] }])
    // Staff only, a row by id, a body, and a conflict the route declares.
    expect(errorsOf('post', '/ops/orders/{id}/ship/')).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '503',
    ])
    // A verified buyer's checkout with an idempotency key.
    expect(errorsOf('post', '/order/request-shipping/')).toEqual(['400', '401', '403', '413', '422', '503'])
    // An upload: a verified sender only, rate-limited for buyers.
    expect(errorsOf('post', '/orders/{id}/files/')).toEqual([
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '429',
      '503',
    ])
    expect(Object.keys(operation('post', '/orders/{id}/files/')).includes('requestBody')).toBe(true)
  })

  test('gives every error the one error shape, once, by reference', () => {
    const { responses, schemas } = description.components as Required<NonNullable<OpenAPI3['components']>>
    const refs = new Set(
      Object.values(description.paths)
        .flatMap((methods) => Object.values(methods))
        .flatMap((op) => Object.entries(op.responses).filter(([status]) => status >= '400'))
        .map(([, answer]) => answer.$ref ?? 'inline'),
    )
    // The catalogue import's 400 is its report as well as an error, so it is its own.
    expect([...refs].sort()).toEqual(
      [...Object.keys(responses).map((n) => `#/components/responses/${n}`), 'inline'].sort(),
    )
    expect(schemas.ErrorResponse).toEqual({
      anyOf: [{ $ref: '#/components/schemas/ErrorDetail' }, { $ref: '#/components/schemas/FieldErrors' }],
    })
  })

  test('passes Redocly’s lint with the rules and exceptions apps/api/redocly.yaml gives', async () => {
    const config = await loadConfig({ configPath: path.join(API_DIR, 'redocly.yaml') })
    const problems = await lintFromString({
      source: JSON.stringify(description, null, 2),
      absoluteRef: path.join(API_DIR, 'openapi.json'),
      config,
    })
    const found = problems
      .filter((problem) => !problem.ignored)
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`)
    expect(found).toEqual([])
  })

  // Generating and type-checking take a few seconds of CPU, more on a busy machine.
  test('gives a generated client a type for each error answer it reads, and none without them', {
    timeout: 60_000,
  }, async () => {
    expect(await clientTypeErrors(description)).toEqual([])
    expect((await clientTypeErrors(withoutErrors(description))).length).toBeGreaterThan(0)
  })
})
