// The ceiling of the speed benchmark: Fastify with one route sending a fixed JSON body, nothing
// else (no logging, no hooks). Started by processes.ts: node ceiling.mjs <port> <body file>
import fs from 'node:fs'
import Fastify from 'fastify'

const [port, file] = process.argv.slice(2)
const body = fs.readFileSync(file, 'utf8')
const app = Fastify({ logger: false })
app.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(body))
await app.listen({ port: Number(port), host: '127.0.0.1' })
