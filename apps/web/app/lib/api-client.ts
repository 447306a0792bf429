import { type Lang, localeOf } from '@caravanserai/contracts/languages'
import { PROGRESS_TYPE } from '@caravanserai/contracts/progress'
import type { ApiTransport } from '@caravanserai/contracts/storefront'
import type { z } from 'zod'
import { readProgress } from './api-progress.ts'

/** What a failed call carries: the status (0 for timeouts and network failures), the body and its message. */
export class ApiError extends Error {
  readonly status: number
  readonly body: unknown
  readonly path: string
  constructor(message: string, status: number, body: unknown, path: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.path = path
  }

  /** Per-field messages of a validation error (DRF shape: `{ "email": ["…"] }`). */
  get fieldErrors(): Record<string, string[]> {
    if (!this.body || typeof this.body !== 'object') return {}
    return Object.fromEntries(
      Object.entries(this.body as Record<string, unknown>).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string'),
      ),
    )
  }
}

export const TIMEOUT_STATUS = 0

/** The message of a non-2xx body is its message, error or detail field, else the status text. */
export function errorMessage(body: unknown, statusText: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>
    for (const field of ['message', 'error', 'detail'] as const) {
      const value = record[field]
      if (typeof value === 'string' && value) return value
    }
  }
  return statusText
}

/**
 * The generic notice for a failure (docs/product.md#error-notices), as a `toast` translation key:
 * 404 not found, 400 the server's message (or bad request), 429 too many requests, 5xx server
 * error, a timeout its own message, anything else a network error.
 */
export function genericErrorKey(error: ApiError): string {
  if (error.name === 'TimeoutError') return 'toast.timeout'
  switch (error.status) {
    case 400:
      return 'toast.badRequest'
    case 404:
      return 'toast.notFound'
    case 429:
      return 'toast.tooManyRequests'
    case 500:
    case 502:
    case 503:
      return 'toast.serverError'
    default:
      return 'toast.networkError'
  }
}

/**
 * Signed-in calls: the buyer-account slice supplies these. `refresh` returns the new access token,
 * or null when the session cannot be renewed (it then clears the session itself).
 */
export type ApiAuth = {
  token: () => string | null
  refresh: () => Promise<string | null>
  /** A 401 that refreshing could not cure (session expired, or no refresh token). */
  onUnauthorized?: (error: ApiError) => void
}

export type ApiClientOptions = {
  /** The main API base and the auth API base (API_URL, AUTH_API_URL). */
  baseUrl: string
  authBaseUrl: string
  /** The page language; sent as Accept-Language with am as hy. */
  lang: () => Lang
  transport?: ApiTransport
  /** 30 s, 10 s on mobile-like devices (docs/product.md#requests-and-caching). */
  timeoutMs?: number | (() => number)
  auth?: ApiAuth
  /** Called for every failure of a path outside /accounts/ (the generic toasts). */
  onError?: (error: ApiError) => void
  /**
   * Parse every answer with its contract schema and fail loudly on a mismatch (the default). The
   * web turns it off in the production build, where the API's own response serialiser already
   * holds every answer to the same schema (docs/decisions/021).
   */
  checkAnswers?: boolean
}

type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>

export type RequestOptions = {
  query?: Query
  body?: unknown
  signal?: AbortSignal
  /** Use the auth API base (the /accounts/ calls). */
  auth?: boolean
  /** Leave out the Bearer token even when one exists. */
  anonymous?: boolean
  /** The language of this call when it differs from the client's (a query keyed by language). */
  lang?: Lang
  /** Extra headers, such as Idempotency-Key; they travel with the retry after a refresh too. */
  headers?: Record<string, string>
  /** The caller shows the failure itself: no generic toast (as account calls always decide). */
  quiet?: boolean
  /** Read a success as a Blob (a file to save, such as a CSV export) instead of JSON. */
  blob?: boolean
  /** This call's time limit, when it differs from the client's (a file upload or download). */
  timeoutMs?: number
  /** Ask for the answer with its progress: each step is handed here as it arrives. */
  progress?: (step: unknown) => void
}

/** A call whose answer is described by a contract schema: the answer is typed (and checked) by it. */
export type Described<S extends z.ZodType> = { schema: S }

/** A contract answer that does not match its schema: a bug between the two sides, never the user's. */
export class ContractMismatch extends Error {
  constructor(path: string, issues: string) {
    super(`The answer of ${path} does not match its contract: ${issues}`)
    this.name = 'ContractMismatch'
  }
}

export const DEFAULT_TIMEOUT_MS = 30_000
export const MOBILE_TIMEOUT_MS = 10_000

/** `?a=1&b=x&b=y`: arrays repeat their name; null, undefined and '' are left out. */
export function queryString(query: Query | undefined): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined || item === '') continue
      params.append(name, String(item))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return {}
  const text = await response.text()
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * JSON calls to the main and auth APIs (docs/product.md#api). One instance per side: the browser
 * keeps one for the page's life; the server makes one per request with the in-process transport.
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = options.transport ?? ((url, init) => fetch(url, init))
  let refreshing: Promise<string | null> | null = null

  /** One refresh at a time: concurrent 401s wait for the same one. */
  function sharedRefresh(auth: ApiAuth): Promise<string | null> {
    refreshing ??= auth.refresh().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function send(method: string, path: string, request: RequestOptions, token: string | null) {
    const base = request.auth ? options.authBaseUrl : options.baseUrl
    const headers: Record<string, string> = {
      ...request.headers,
      Accept: request.blob
        ? '*/*'
        : request.progress
          ? `${PROGRESS_TYPE}, application/json`
          : 'application/json',
      'Accept-Language': localeOf(request.lang ?? options.lang()),
    }
    // A FormData body (an upload) goes as it is: the browser writes its multipart type and boundary.
    // So does a Blob (a CSV sent as text/csv): its type is the Content-Type.
    const { body } = request
    const payload =
      body instanceof FormData || body instanceof Blob || body === undefined ? body : JSON.stringify(body)
    if (typeof payload === 'string') headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `Bearer ${token}`
    const timeout =
      request.timeoutMs ??
      (typeof options.timeoutMs === 'function'
        ? options.timeoutMs()
        : (options.timeoutMs ?? DEFAULT_TIMEOUT_MS))
    const timer = AbortSignal.timeout(timeout)
    const signal = request.signal ? AbortSignal.any([request.signal, timer]) : timer
    try {
      return await transport(`${base}${path}${queryString(request.query)}`, {
        method,
        headers,
        body: payload,
        signal,
      })
    } catch (cause) {
      if (request.signal?.aborted) throw cause
      const timedOut = timer.aborted
      const error = new ApiError(timedOut ? 'Request timed out' : 'Network error', TIMEOUT_STATUS, null, path)
      if (timedOut) error.name = 'TimeoutError'
      throw error
    }
  }

  const checkAnswers = options.checkAnswers ?? true

  function read(path: string, body: unknown, schema: z.ZodType | undefined): unknown {
    if (!schema || !checkAnswers) return body
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new ContractMismatch(path, parsed.error.message)
    return parsed.data
  }

  async function call(
    method: string,
    path: string,
    request: RequestOptions & Partial<Described<z.ZodType>> = {},
  ): Promise<unknown> {
    const auth = request.anonymous ? undefined : options.auth
    try {
      const token = auth?.token() ?? null
      let response = await send(method, path, request, token)
      // Only a call that carried a token can be cured by renewing it.
      if (response.status === 401 && auth && token) {
        const renewed = await sharedRefresh(auth)
        if (renewed) response = await send(method, path, request, renewed)
        if (response.status === 401) {
          const error = await toError(response, path)
          auth.onUnauthorized?.(error)
          throw error
        }
      }
      if (!response.ok) throw await toError(response, path)
      if (request.blob) return await response.blob()
      if (request.progress && response.headers.get('content-type')?.startsWith(PROGRESS_TYPE))
        return read(path, await streamedAnswer(response, request.progress, path), request.schema)
      return read(path, await readBody(response), request.schema)
    } catch (error) {
      if (
        error instanceof ApiError &&
        !path.includes('/accounts/') &&
        error.status !== 401 &&
        !request.quiet
      ) {
        options.onError?.(error)
      }
      throw error
    }
  }

  type Read = Omit<RequestOptions, 'body'>
  // With a contract schema the answer is typed (and, when checking, parsed) by it; without one
  // there is nothing to read (a 204, an answer the caller ignores) or, asked for, a Blob.
  function get<S extends z.ZodType>(path: string, request: Read & Described<S>): Promise<z.output<S>>
  function get(path: string, request: Read & { blob: true }): Promise<Blob>
  function get(path: string, request?: Read): Promise<unknown>
  function get(path: string, request?: Read) {
    return call('GET', path, request)
  }
  function post<S extends z.ZodType>(
    path: string,
    body: unknown,
    request: RequestOptions & Described<S>,
  ): Promise<z.output<S>>
  function post(path: string, body?: unknown, request?: RequestOptions): Promise<unknown>
  function post(path: string, body?: unknown, request?: RequestOptions) {
    return call('POST', path, { ...request, body: body ?? {} })
  }
  function patch<S extends z.ZodType>(
    path: string,
    body: unknown,
    request: RequestOptions & Described<S>,
  ): Promise<z.output<S>>
  function patch(path: string, body: unknown, request?: RequestOptions): Promise<unknown>
  function patch(path: string, body: unknown, request?: RequestOptions) {
    return call('PATCH', path, { ...request, body })
  }
  function put<S extends z.ZodType>(
    path: string,
    body: unknown,
    request: RequestOptions & Described<S>,
  ): Promise<z.output<S>>
  function put(path: string, body: unknown, request?: RequestOptions): Promise<unknown>
  function put(path: string, body: unknown, request?: RequestOptions) {
    return call('PUT', path, { ...request, body })
  }
  function del<S extends z.ZodType>(
    path: string,
    request: RequestOptions & Described<S>,
  ): Promise<z.output<S>>
  function del(path: string, request?: RequestOptions): Promise<unknown>
  function del(path: string, request?: RequestOptions) {
    return call('DELETE', path, request)
  }

  return { get, post, patch, put, delete: del }
}

/** A streamed answer's own (docs/architecture.md#progress-of-long-writes); a cut stream is a network failure. */
async function streamedAnswer(response: Response, progress: (step: unknown) => void, path: string) {
  const end = await readProgress(response, progress)
  if ('answer' in end) return end.answer
  if ('error' in end)
    throw new ApiError(errorMessage(end.error.body, 'Error'), end.error.status, end.error.body, path)
  throw new ApiError('Network error', TIMEOUT_STATUS, null, path)
}

async function toError(response: Response, path: string): Promise<ApiError> {
  const body = await readBody(response)
  return new ApiError(errorMessage(body, response.statusText), response.status, body, path)
}

/** Whether a failure is the caller's (4xx): retrying cannot help (query retry rule). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}
