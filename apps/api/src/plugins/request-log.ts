import { loggableUrl } from '@caravanserai/contracts/emailed-links'
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import pretty from 'pino-pretty'

/**
 * The log a person reads in development: one line per entry, its time, level and message
 * (`[12:04:31] INFO: GET /en/products 200 14 ms`), written as it happens. Production keeps
 * pino's JSON lines for the log collector.
 */
export function readableLog(destination: NodeJS.WritableStream = process.stdout) {
  return pretty({
    destination,
    sync: true,
    colorize: destination === process.stdout && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
  })
}

/**
 * One log line per request, when its answer is sent: method, address (tokens left out), status
 * and time taken, with the request id, instead of Fastify's two (one on arrival, one on answer).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime)
    const line = `${request.method} ${loggableUrl(request.url)} ${reply.statusCode} ${ms} ms`
    const fields = { req: request, res: reply, responseTime: ms }
    if (error) reply.log.error({ ...fields, err: error }, line)
    else reply.log.info(fields, line)
  }
}
