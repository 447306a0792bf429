import type { Locale } from '@caravanserai/contracts/languages'
import type { FastifyInstance } from 'fastify'
import { requestLocale } from '../i18n/messages.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The content language the request asks for by Accept-Language (docs/product.md#languages). */
    readonly locale: Locale
  }
}

/** `request.locale`, read from the header when asked for: most requests never need it. */
export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest('locale', {
    getter(this: { headers: { 'accept-language'?: string } }) {
      return requestLocale(this.headers['accept-language'])
    },
  })
}
