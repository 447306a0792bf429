import type { MessageKey } from './i18n/messages.ts'

/**
 * A failure the client caused or may act on; the error handler renders `code` in the request
 * language, as `{detail}` or, when `field` is named, as `{field: [message]}`
 * (docs/product.md#api-conventions), and sends `headers` with it (a Retry-After, say). `code` is
 * a message key, so a misspelt one fails the typecheck instead of reaching a client.
 */
export class AppError extends Error {
  constructor(
    readonly code: MessageKey,
    readonly statusCode: number,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(code)
    this.name = 'AppError'
  }
}
