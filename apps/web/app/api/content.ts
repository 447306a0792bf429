import {
  type ContactMessageBody,
  type ContentReply,
  ContentReplySchema,
} from '@caravanserai/contracts/content'
import { type ApiClient, ApiError } from '../lib/api-client.ts'

export type FieldErrors = Record<string, string[]>

/** What a public write came to: the API's sentence, its per-field messages, or a failure. */
export type SendResult =
  | { ok: true; detail: string; code: string }
  | { ok: false; kind: 'invalid'; fields: FieldErrors; detail: string | null; code: string | null }
  | { ok: false; kind: 'rateLimited'; detail: string }
  | { ok: false; kind: 'failed' }

function textOf(body: unknown, field: 'detail' | 'code'): string | null {
  if (!body || typeof body !== 'object') return null
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' ? value : null
}

/**
 * Reads a public write's outcome. Never throws: a server error, a timeout, no network or an answer
 * off its contract is `failed`.
 */
async function settle(reply: Promise<ContentReply>): Promise<SendResult> {
  try {
    const { detail, code } = await reply
    return { ok: true, detail, code }
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, kind: 'failed' }
    const detail = textOf(error.body, 'detail')
    if (error.status === 429) return { ok: false, kind: 'rateLimited', detail: detail ?? '' }
    if (error.status === 400) {
      const code = textOf(error.body, 'code')
      return { ok: false, kind: 'invalid', fields: error.fieldErrors, detail, code }
    }
    return { ok: false, kind: 'failed' }
  }
}

/** The forms and the confirmation page show every failure themselves: no generic toast. */
const publicWrite = (api: ApiClient, path: string, body: unknown) =>
  settle(api.post(path, body, { schema: ContentReplySchema, quiet: true }))

/** POST /contact/: a message to the operators (docs/product.md#contact). */
export const sendContactMessage = (api: ApiClient, body: ContactMessageBody) =>
  publicWrite(api, '/contact/', body)

/** POST /newsletter/: the confirmation email goes out; the subscription starts from its link. */
export const subscribeToNewsletter = (api: ApiClient, email: string) =>
  publicWrite(api, '/newsletter/', { email })

/** POST /newsletter/confirm/: the token of the emailed link. */
export const confirmSubscription = (api: ApiClient, token: string) =>
  publicWrite(api, '/newsletter/confirm/', { token })
