import { isLang, isRtl, type Lang } from '@caravanserai/contracts/languages'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigate,
  useParams,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { AppErrorPage } from './components/app-error-page.tsx'
import { Toaster } from './components/ui/toaster.tsx'
import { ApiProvider, configureBrowserApi, unreachableApi } from './lib/api.tsx'
import { FONT_PRELOADS } from './lib/fonts.ts'
import { localizedPath, stripLang } from './lib/links.ts'
import { useNonce } from './lib/nonce.tsx'
import type { RootData } from './lib/public-config.ts'
import { browserQueryClient, createQueryClient } from './lib/query-client.ts'
import { useSessionKeeper } from './lib/session-keeper.ts'
import './app.css'
import type { LoginState } from './lib/require-login.ts'

export function loader({ context }: Route.LoaderArgs): RootData {
  return { config: context.config }
}

/** The root's data is the server's public configuration, fixed for the process: never reloaded. */
export function shouldRevalidate() {
  return false
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

/** The document language comes from the URL prefix; the language picker page uses its own. */
function useDocumentLang(): Lang {
  const { lang } = useParams()
  const picker = useRouteLoaderData<{ lang: Lang }>('routes/language-redirect')
  return isLang(lang) ? lang : (picker?.lang ?? 'en')
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = useDocumentLang()
  const nonce = useNonce()
  return (
    <html lang={lang} dir={isRtl(lang) ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#134e4a" />
        {FONT_PRELOADS[lang].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-sand-50 text-ink-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

const inBrowser = typeof window !== 'undefined'

export default function App({ loaderData }: Route.ComponentProps) {
  // The browser keeps one cache and one API client for its life (route client loaders share
  // them); each server render gets its own cache, filled from the loaders' dehydrated state.
  const [queryClient] = useState(() =>
    inBrowser ? browserQueryClient() : createQueryClient({ server: true }),
  )
  const [api] = useState(() => (inBrowser ? configureBrowserApi(loaderData.config) : unreachableApi))
  const navigate = useNavigate()
  const lang = useDocumentLang()
  useSessionKeeper(api, queryClient, () => {
    const from = `${window.location.pathname}${window.location.search}`
    if (stripLang(from).startsWith('/login')) return
    return navigate(localizedPath('/login', lang), { replace: true, state: { from } satisfies LoginState })
  })
  useEffect(() => {
    // End-to-end tests wait for this before they click.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <Outlet />
        <Toaster />
      </ApiProvider>
    </QueryClientProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppErrorPage error={error} />
}
