import { isDeepStrictEqual } from 'node:util'
import { loggableUrl } from '@caravanserai/contracts/emailed-links'
import type { FastifyReply } from 'fastify'
import type { z } from 'zod'

/**
 * Sends JSON the database already wrote (docs/decisions/003): no parse, no validation and no
 * stringify on the way out. Outside production the text is read back through the route's
 * contract schema and must come out of it unchanged — no field missing, none stripped or
 * transformed — so a query that drifts from the contract fails in tests, not in a browser.
 */
export function sendWrittenJson(
  reply: FastifyReply,
  text: string | Buffer,
  schema: z.ZodType,
  check: boolean,
) {
  if (check) {
    const written: unknown = JSON.parse(text.toString())
    const read = schema.safeParse(written)
    if (!read.success || !isDeepStrictEqual(read.data, written))
      throw new Error(`${loggableUrl(reply.request.url)}: the written answer does not match its schema`, {
        cause: read.error ?? 'fields stripped or transformed',
      })
  }
  return reply.type('application/json; charset=utf-8').send(text as never)
}
