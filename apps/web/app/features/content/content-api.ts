import type { ContactMessageBody, ContentReply } from '@caravanserai/contracts/content'
import { type Lang, localeOf } from '@caravanserai/contracts/languages'

export type FieldErrors = Record<string, string[]>

/** What a public write came to: the API's sentence, its per-field messages, or a failure. */
export type SendResult =
  | { ok: true; detail: string; code: string }
  | { ok: false; kind: 'invalid'; fields: FieldErrors; detail: string | null; code: string | null }
  | { ok: false; kind: 'rateLimited'; detail: string }
  | { ok: false; kind: 'failed' }

// Requests give up after 30 seconds (docs/product.md#requests-and-caching).
const TIMEOUT_MS = 30_000

// Checked by hand: the footer's sign-up uses this module, and zod stays out of every page's script.
function isReply(answer: Record<string, unknown>): answer is ContentReply {
  return typeof answer.detail === 'string' && typeof answer.code === 'string'
}

function fieldLists(body: Record<string, unknown>): FieldErrors {
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string'),
    ),
  )
}

/**
 * POSTs `body` as JSON to `url` in the page language (am is sent as hy). Never throws: a network
 * error, a timeout or an unreadable answer is `failed`.
 */
export async function postContent(
  url: string,
  lang: Lang,
  body: unknown,
  transport: typeof fetch = fetch,
): Promise<SendResult> {
  try {
    const res = await transport(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': localeOf(lang) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>
    if (res.ok) return isReply(answer) ? { ok: true, ...answer } : { ok: false, kind: 'failed' }
    const detail = typeof answer.detail === 'string' ? answer.detail : null
    if (res.status === 429) return { ok: false, kind: 'rateLimited', detail: detail ?? '' }
    if (res.status === 400) {
      const code = typeof answer.code === 'string' ? answer.code : null
      return { ok: false, kind: 'invalid', fields: fieldLists(answer), detail, code }
    }
    return { ok: false, kind: 'failed' }
  } catch {
    return { ok: false, kind: 'failed' }
  }
}

/** The API address of a path, from the configured base (a path such as /api, or a URL). */
export function apiAddress(apiUrl: string, path: string, base?: string): string {
  const joined = `${apiUrl.replace(/\/$/, '')}${path}`
  return base ? new URL(joined, base).href : joined
}

/** POST /contact/: a message to the operators (docs/product.md#contact). */
export const sendContactMessage = (apiUrl: string, lang: Lang, body: ContactMessageBody) =>
  postContent(apiAddress(apiUrl, '/contact/'), lang, body)

/** POST /newsletter/: the confirmation email goes out; the subscription starts from its link. */
export const subscribeToNewsletter = (apiUrl: string, lang: Lang, email: string) =>
  postContent(apiAddress(apiUrl, '/newsletter/'), lang, { email })

/** POST /newsletter/confirm/ from the server, against the page's own address (`pageUrl`). */
export const confirmSubscription = (apiUrl: string, lang: Lang, token: string, pageUrl: string) =>
  postContent(apiAddress(apiUrl, '/newsletter/confirm/', pageUrl), lang, { token })
