import { PassThrough } from 'node:stream'
import { PROGRESS_TYPE, type ProgressLine } from '@caravanserai/contracts/progress'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { AppError } from '../errors.ts'
import { errorAnswer } from './error-handler.ts'

// A long write that reports how far it got (docs/architecture.md#progress-of-long-writes). A
// client that accepts PROGRESS_TYPE gets 200 as soon as the work reports its first step, then
// the lines packages/contracts/src/progress.ts describes, the last being the answer it would have
// had without the stream or, when the work failed after all, its error. What is answered before
// the first step (a refusal, a bad file) is an ordinary answer. The progress travels on the
// request's own connection, so it works whichever instance took it.

/** The work's final answer: a status and a body, as a route would send them. */
export type Answer = { status: number; body: unknown }

/**
 * Runs `work`, handing it a progress callback when the client asked for progress, and sends its
 * answer: streamed after progress was reported, else as usual. The route must not be compressed
 * (the compressor holds lines back until it has enough of them).
 */
export async function answerWithProgress<P>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (progress?: (step: P) => void) => Promise<Answer>,
): Promise<FastifyReply> {
  const wanted = (request.headers.accept ?? '').includes(PROGRESS_TYPE)
  let stream: PassThrough | undefined
  const line = (value: ProgressLine<P>) => stream!.write(`${JSON.stringify(value)}\n`)
  const progress = (step: P) => {
    if (!stream) {
      stream = new PassThrough()
      reply.code(200).type(PROGRESS_TYPE).header('cache-control', 'no-store').send(stream)
    }
    line({ progress: step })
  }
  try {
    const { status, body } = await work(wanted ? progress : undefined)
    if (!stream) return reply.code(status).send(body)
    line(status < 400 ? { answer: body } : { error: { status, body } })
  } catch (error) {
    if (!stream) throw error
    const { status, body } = errorAnswer(request, error as FastifyError | AppError)
    line({ error: { status, body } })
  }
  stream.end()
  return reply
}
