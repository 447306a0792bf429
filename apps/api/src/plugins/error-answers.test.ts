import Fastify, { type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { AppError } from '../errors.ts'
import { checkDeclaredErrors, declareErrors, declareSchemaErrors } from './error-answers.ts'

/** An app with the schema-derived errors, and the routes it registered, as they ended up. */
function appWithRoutes() {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const routes: RouteOptions[] = []
  app.addHook('onRoute', (route) => {
    routes.push(route)
  })
  declareSchemaErrors(app)
  const raisesOf = (method: string, url: string) =>
    routes.find((route) => route.method === method && route.url === url)?.config?.raises
  return { app, raisesOf }
}

describe('error answers', () => {
  test('a route raises what its schema implies: 400 for inputs, 404 for a path or a page, 413 for a body', async () => {
    const { app, raisesOf } = appWithRoutes()
    const page = z.object({ page: z.coerce.number().int().min(1) })
    app.get('/plain/', () => ({}))
    app.get('/list/', { schema: { querystring: page } }, () => ({}))
    app.get('/filter/', { schema: { querystring: z.object({ q: z.string() }) } }, () => ({}))
    app.post('/rows/:id/', { schema: { params: z.object({ id: z.coerce.number() }) } }, () => ({}))
    app.post('/rows/', { schema: { body: z.object({ name: z.string() }) } }, () => ({}))
    app.post('/uploads/', { schema: { consumes: ['multipart/form-data'] } }, () => ({}))
    app.post('/own/', { config: { raises: [409] } }, () => ({}))
    await app.ready()
    expect(raisesOf('GET', '/plain/')).toEqual([])
    expect(raisesOf('GET', '/list/')).toEqual([400, 404])
    expect(raisesOf('GET', '/filter/')).toEqual([400])
    expect(raisesOf('POST', '/rows/:id/')).toEqual([400, 404])
    expect(raisesOf('POST', '/rows/')).toEqual([400, 413])
    expect(raisesOf('POST', '/uploads/')).toEqual([400, 403, 413, 415])
    expect(raisesOf('POST', '/own/')).toEqual([409])
  })

  test('a guard declares its statuses on every route of its context, and on no other', async () => {
    const { app, raisesOf } = appWithRoutes()
    // Routes share option objects: each must end with statuses of its own.
    const shared = { config: { raises: [409] } } as const
    await app.register(async (guarded) => {
      declareErrors(guarded, [401, 403])
      guarded.post('/guarded/', shared, () => ({}))
    })
    app.post('/open/', shared, () => ({}))
    await app.ready()
    expect(raisesOf('POST', '/guarded/')).toEqual([401, 403, 409])
    expect(raisesOf('POST', '/open/')).toEqual([409])
  })

  test('tells of an error answer its route does not declare, not of one it declares nor of a body it does not describe', async () => {
    const { app } = appWithRoutes()
    const told: string[] = []
    checkDeclaredErrors(app, (problem) => told.push(problem))
    const conflict = () => {
      throw new AppError('errors.conflict', 409)
    }
    app.post('/declared/:id/', { config: { raises: [409] } }, conflict)
    app.post('/undeclared/:id/', conflict)
    app.post('/no-body/', () => ({}))
    await app.ready()
    await app.inject({ method: 'POST', url: '/declared/1/' })
    await app.inject({ method: 'POST', url: '/undeclared/1/' })
    await app.inject({
      method: 'POST',
      url: '/no-body/',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    })
    expect(told).toEqual(['POST /undeclared/:id/ answered 409, which it does not declare'])
  })
})
