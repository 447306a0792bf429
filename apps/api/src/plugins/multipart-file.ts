import type { MultipartFile } from '@fastify/multipart'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'
import type { MessageKey } from '../i18n/messages.ts'
import { requireStorableText } from './text-guard.ts'

/** What a refused upload says, in the words of the thing uploaded (a picture, a file). */
export type UploadMessages = {
  tooLarge: MessageKey
  notMultipart: MessageKey
  missingFile: MessageKey
  oneFile: MessageKey
  malformed: MessageKey
}

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024

/**
 * Lets the routes of `app` (their own context) read multipart bodies; every other route keeps to
 * JSON. Any other body (a raw image/png, say) is left unread for the handler to refuse clearly.
 */
export async function acceptMultipart(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: true })
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
}

/**
 * The one file of a multipart upload (a part named `file`), read whole within `maxBytes`, with the
 * name it was sent under and the text fields sent before it. A declared length beyond the limit is refused before a byte is read.
 */
export async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  messages: UploadMessages,
): Promise<{ content: Buffer; filename: string; fields: Record<string, string> }> {
  const tooLarge = () => new AppError(messages.tooLarge, 413, { max: maxBytes / 1024 / 1024 })
  const fail = (error: unknown) => {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      return new AppError(messages.oneFile, 400, {}, 'file')
    // Anything else the parser or the stream throws (an envelope cut short, a broken part header)
    // is about the body the client sent, not about us.
    return new AppError(messages.malformed, 400)
  }
  if (!request.isMultipart()) throw new AppError(messages.notMultipart, 415)
  if (Number(request.headers['content-length']) > maxBytes + ENVELOPE_BYTES) throw tooLarge()
  let part: MultipartFile | undefined
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } })
  } catch (error) {
    throw fail(error)
  }
  requireStorableText(envelopeTexts(part))
  if (part?.fieldname !== 'file') throw new AppError(messages.missingFile, 400, {}, 'file')
  try {
    return { content: await part.toBuffer(), filename: part.filename, fields: fieldsOf(part) }
  } catch (error) {
    throw fail(error)
  }
}

/** The text fields sent before the file, by name (a form appends them first, then the file). */
function fieldsOf(part: MultipartFile): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const field of Object.values(part.fields).flat()) {
    if (field && field.type === 'field') texts[field.fieldname] = String(field.value)
  }
  return texts
}

/** The texts a multipart envelope carries before the file: field values, and the file's name. */
function envelopeTexts(part: MultipartFile | undefined): Record<string, string> {
  if (!part) return {}
  return { ...fieldsOf(part), [part.fieldname]: part.filename }
}
