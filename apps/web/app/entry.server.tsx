import { Writable } from 'node:stream'
import { isLang } from '@caravanserai/contracts/languages'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter } from 'react-router'
import { afterFirstPaint } from './lib/after-first-paint.server.ts'
import { i18nForRequest, langOfPath } from './lib/i18n.server.ts'
import { NonceProvider } from './lib/nonce.tsx'
import { logServerError } from './lib/server-error-log.server.ts'
import { TranslationsProvider } from './lib/use-translation.tsx'

export const streamTimeout = 5_000

export const handleError: HandleErrorFunction = (error, { request }) => logServerError(error, request)

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // The language picker at / renders in the language its loader read from Accept-Language, the
  // same one <html lang> carries and the browser hydrates with.
  const loaderData = routerContext.staticHandlerContext.loaderData as Record<
    string,
    { lang?: unknown } | undefined
  >
  const pickerLang = loaderData['routes/language-redirect']?.lang
  const i18n = i18nForRequest(isLang(pickerLang) ? pickerLang : langOfPath(new URL(request.url).pathname))
  const nonce = loadContext.nonce
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const userAgent = request.headers.get('user-agent')
  const readyOption =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslationsProvider translations={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </TranslationsProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          // The whole page is read before it leaves, to hold its scripts back (after-first-paint.server.ts),
          // so it leaves as one string rather than through a stream.
          const status = responseStatusCode
          const chunks: Buffer[] = []
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              // Byte for byte (latin1): the page's UTF-8 leaves as React wrote it, without a
              // decode and an encode (docs/performance/profile.md, "Third round").
              const page = afterFirstPaint(Buffer.concat(chunks).toString('latin1'))
              resolve(new Response(Buffer.from(page, 'latin1'), { headers: responseHeaders, status }))
              callback()
            },
          })
          body.on('error', reject)
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) logServerError(error, request)
        },
      },
    )
  })
}
