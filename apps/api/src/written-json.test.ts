import Fastify from 'fastify'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { sendWrittenJson } from './written-json.ts'

const Schema = z.object({ id: z.number(), name: z.string() })

async function answer(text: string, check: boolean) {
  const app = Fastify()
  app.get('/', (_request, reply) => sendWrittenJson(reply, text, Schema, check))
  const res = await app.inject({ url: '/' })
  await app.close()
  return res
}

test('written JSON goes out as it was written', async () => {
  const res = await answer('{"id":1,"name":"Saffron"}', true)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(res.body).toBe('{"id":1,"name":"Saffron"}')
})

test('outside production, a field missing, extra or of another type fails the answer', async () => {
  for (const text of ['{"id":1}', '{"id":1,"name":"Saffron","secret":"x"}', '{"id":"1","name":"Saffron"}'])
    expect((await answer(text, true)).statusCode).toBe(500)
  expect((await answer('{"id":1}', false)).statusCode).toBe(200)
})
