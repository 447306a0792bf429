import type { ApiTransport } from '@caravanserai/contracts/storefront'

/** A call the page made, as the API received it. */
export type SentRequest = {
  method: string
  /** The path under the API base, without its query: `/order/request-shipping/`. */
  path: string
  query: URLSearchParams
  headers: Record<string, string>
  /** The JSON body as parsed; undefined when none was sent. */
  body: unknown
}

/**
 * What the fake API answers a call: a status (200 unless said) and a JSON body, or a response
 * the test made itself (a stream it feeds, say).
 */
export type Answer = { status?: number; body?: unknown } | { response: Response }

/** The test's answers, keyed by `METHOD /path/` (the query left out), or computed from the call. */
export type Answers = Record<string, Answer | ((request: SentRequest) => Answer)>

export const API_BASE = 'http://api.test'
export const AUTH_BASE = 'http://auth.test'

function jsonResponse(answer: Answer): Response {
  if ('response' in answer) return answer.response
  const { status = 200, body = {} } = answer
  const text = status === 204 ? null : JSON.stringify(body)
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } })
}

/**
 * An API that answers from a table and keeps every call it received, for a page rendered in a
 * test. A call the table does not answer fails the test (through console.error) and gets a 404,
 * which the query client does not retry.
 */
export function fakeApi(answers: Answers) {
  const requests: SentRequest[] = []
  const transport: ApiTransport = async (url, init) => {
    const address = new URL(url)
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: address.pathname,
      query: address.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    }
    requests.push(request)
    const name = `${request.method} ${request.path}`
    const answer = answers[name]
    if (!answer) {
      console.error(`The fake API has no answer for ${name}`)
      return jsonResponse({ status: 404, body: { detail: `No answer for ${name}` } })
    }
    return jsonResponse(typeof answer === 'function' ? answer(request) : answer)
  }
  return { transport, requests }
}
