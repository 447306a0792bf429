import { createHttpApp, registerApi } from '@caravanserai/api/app'
import { testConfig } from '@caravanserai/api/testing/build-test-app'
import { captureLogs } from '@caravanserai/api/testing/log-capture'
import { openTestDatabase } from '@caravanserai/api/testing/test-db'
import { LANGS } from '@caravanserai/contracts/languages'
import type { StorefrontContext } from '@caravanserai/contracts/storefront'
import webRoutes from '@caravanserai/web/app/routes'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import type { HTTPMethods, RouteOptions } from 'fastify'
import { afterAll, expect, test } from 'vitest'
import { registerStorefront } from './ssr.ts'

/**
 * Names a reader would take for a secret, written here apart from the log redaction's own rule so
 * that a route the redaction does not know fails this test.
 */
const SECRET_NAME =
  /^(token|key|code|uid|secret|refresh|access|encoded_id|otp|signature)$|_(token|key|secret)$|password/i
const LEAK = 'ZzLeak'

type Case = { method: HTTPMethods; url: string; route: string }

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')

/** Fills a route's path parameters: secrets with recognisable fakes, the language cycled, the rest 1. */
function concrete(path: string, at: number) {
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    if (name === 'lang') return LANGS[at % LANGS.length] ?? 'en'
    return SECRET_NAME.test(name) ? `${LEAK}${name}` : '1'
  })
}

const secretQuery = (names: string[]) =>
  new URLSearchParams(names.map((name): [string, string] => [name, `${LEAK}${name}`]))

function webPaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent
    return [...(entry.path ? [path] : []), ...webPaths(entry.children ?? [], path)]
  })
}

/**
 * A page with a secret in its path, as a browser may ask for it: the link itself with its secrets
 * also as query parameters (the reset email's `encoded_id` spelling among them), the data request
 * of a client-side navigation, and a form posted to it.
 */
function webCases(): Case[] {
  const pages = webPaths(webRoutes).filter((path) => paramsOf(path).some((name) => SECRET_NAME.test(name)))
  return pages.flatMap((path, at) => {
    const url = concrete(path, at)
    const query = secretQuery([...paramsOf(path).filter((name) => SECRET_NAME.test(name)), 'encoded_id'])
    return [
      { method: 'GET', url: `${url}?${query}`, route: `page ${path}` },
      { method: 'GET', url: `${url}.data`, route: `page data ${path}` },
      { method: 'POST', url, route: `form to ${path}` },
    ]
  })
}

const shapeKeys = (schema: unknown) => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape
  return shape ? Object.keys(shape) : []
}

/**
 * An API route that reads a secret, from its path, its query or its body, asked with the secret in
 * its address: a client may put a body's fields in the query (a form sent as GET, a hand-made link).
 */
function apiCases(routes: RouteOptions[]): Case[] {
  return routes.flatMap((route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD')
    const fields = [...shapeKeys(route.schema?.querystring), ...shapeKeys(route.schema?.body)]
    const secrets = fields.filter((name) => SECRET_NAME.test(name))
    if (
      route.url.includes('*') ||
      (secrets.length === 0 && !paramsOf(route.url).some((name) => SECRET_NAME.test(name)))
    )
      return []
    const query = secrets.length > 0 ? `?${secretQuery(secrets)}` : ''
    return methods.map((method) => ({
      method: method as HTTPMethods,
      url: `${concrete(route.url, 0)}${query}`,
      route: `${method} ${route.url}`,
    }))
  })
}

const log = captureLogs()
const config = testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' })
const database = await openTestDatabase('pglite')
const app = await createHttpApp(config, { logStream: log.stream })
const apiRoutes: RouteOptions[] = []
app.addHook('onRoute', (route) => {
  apiRoutes.push(route)
})
await registerApi(app, { config, database })
// The storefront as the server mounts it, rendering a stand-in page: what matters is the log.
await registerStorefront(
  app,
  async () => new Response('page'),
  () => ({}) as StorefrontContext,
)
await app.ready()
afterAll(async () => {
  await app.close()
  await database.close()
})

const cases = [...webCases(), ...apiCases(apiRoutes)]

test('the walk finds every emailed-link page and the API routes that read a secret', () => {
  const routes = cases.map((c) => c.route)
  expect(routes).toEqual(
    expect.arrayContaining([
      'page /:lang/staff-invite/:uid/:token',
      'page /:lang/reset-password/:token',
      'page /:lang/reset-password/:uid/:token',
      'page /:lang/verify-email/:uid/:token',
      'page /:lang/newsletter/confirm/:token',
      'POST /api/accounts/staff-invite/confirm/',
      'POST /api/accounts/token/refresh/',
    ]),
  )
})

test.each(cases)('$route keeps its secrets out of the log', async ({ method, url }) => {
  log.lines.length = 0
  await app.inject({ method, url })
  expect(log.lines.filter((line) => line.includes('"responseTime"'))).toHaveLength(1)
  expect(log.lines.filter((line) => line.includes(LEAK))).toEqual([])
})
