// One actor (a buyer or an operator) talking JSON to the shop through the balancer. The API signs
// in with Bearer tokens, not cookies, and has no CSRF check: a session keeps the token pair,
// refreshes it on a 401 (or signs in again), and speaks from an address of its own so that
// per-address limits count it as one visitor among many (the instances trust the balancer's
// X-Forwarded-For).

export type Reply = {
  /**
   * 0 when the connection was cut or no answer came within the timeout (30 s, about what a
   * person waits for a sign-up while password hashes queue): the request may or may not be done.
   */
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the scenarios
  body: any
  headers: Headers
  ms: number
}

/**
 * Told of every answer: `route` has ids as `:id` and no query, e.g. `GET /api/orders/:id/`;
 * `status` is -1 for a request the client gave up on purpose (`Cut`).
 */
export type AnswerListener = (route: string, status: number, ms: number) => void

/**
 * A connection the client cuts on purpose: after `giveUpAfterMs`, or (`dropAnswer`) as soon as
 * the answer's first bytes arrive, as if it were lost on the way back: the server has done the
 * request, the client does not know.
 */
export type Cut = { giveUpAfterMs?: number; dropAnswer?: boolean }

const octet = () => 1 + Math.floor(Math.random() * 250)

export const routeOf = (method: string, path: string) =>
  `${method} ${path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id')}`

export class Session {
  access: string | null = null
  refresh: string | null = null
  email: string | null = null
  password: string | null = null
  readonly address = `10.${octet()}.${octet()}.${octet()}`

  constructor(
    readonly url: string,
    private readonly listener?: AnswerListener,
    private readonly timeoutMs = 30_000,
  ) {}

  /** One request, JSON both ways; a 401 with a session behind it refreshes once and tries again. */
  async json(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    cut: Cut = {},
  ): Promise<Reply> {
    const reply = await this.#send(method, path, body, headers, cut, false)
    // An access token that expired (every five minutes) is renewed and the request sent again, as
    // the storefront does: the client sees that answer, not the 401 that asked for it.
    if (reply.status === 401 && this.access && !path.startsWith('/api/accounts/') && (await this.#renew()))
      return this.#send(method, path, body, headers)
    this.#hear(method, path, reply, cut)
    return reply
  }

  /** Signs in with email and password; the pair is kept for later renewals. */
  async signIn(email: string, password: string): Promise<Reply> {
    this.email = email
    this.password = password
    // An expired access token sent along would be refused (401) before the sign-in is read.
    this.access = null
    const reply = await this.#send('POST', '/api/accounts/token/', { email, password }, {})
    if (reply.status === 200) this.useTokens(reply.body)
    return reply
  }

  useTokens(tokens: { access: string; refresh: string }) {
    this.access = tokens.access
    this.refresh = tokens.refresh
  }

  async #renew(): Promise<boolean> {
    this.access = null
    if (this.refresh) {
      const reply = await this.#send('POST', '/api/accounts/token/refresh/', { refresh: this.refresh }, {})
      if (reply.status === 200) {
        this.useTokens(reply.body)
        return true
      }
    }
    // A refresh cut on its way back leaves a used token behind, which revokes the session.
    if (!this.email || !this.password) return false
    return (await this.signIn(this.email, this.password)).status === 200
  }

  async #send(
    method: string,
    path: string,
    body: unknown,
    extra: Record<string, string>,
    cut: Cut = {},
    heard = true,
  ): Promise<Reply> {
    const { giveUpAfterMs, dropAnswer } = cut
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': this.address,
      ...extra,
    }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.access) headers.authorization = `Bearer ${this.access}`
    const started = performance.now()
    let reply: Reply
    const hangUp = new AbortController()
    try {
      const response = await fetch(`${this.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any([hangUp.signal, AbortSignal.timeout(giveUpAfterMs ?? this.timeoutMs)]),
      })
      if (dropAnswer) hangUp.abort()
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = text ? JSON.parse(text) : null
      } catch {}
      reply = { status: response.status, body: parsed, headers: response.headers, ms: 0 }
    } catch {
      reply = { status: 0, body: null, headers: new Headers(), ms: 0 }
    }
    reply.ms = performance.now() - started
    if (heard) this.#hear(method, path, reply, cut)
    return reply
  }

  #hear(method: string, path: string, reply: Reply, { giveUpAfterMs, dropAnswer }: Cut) {
    const abandoned = reply.status === 0 && (giveUpAfterMs !== undefined || dropAnswer)
    this.listener?.(routeOf(method, path), abandoned ? -1 : reply.status, reply.ms)
  }
}
