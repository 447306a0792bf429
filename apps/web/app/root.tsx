import { isLang, isRtl, type Lang } from '@caravanserai/contracts/languages'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useParams, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { AppErrorPage } from './components/app-error-page.tsx'
import { Toaster } from './components/ui/toaster.tsx'
import { useNonce } from './lib/nonce.tsx'
import { createQueryClient } from './lib/query-client.ts'
import './app.css'

export function loader({ context }: Route.LoaderArgs) {
  return { config: context.config }
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

export default function App() {
  const [queryClient] = useState(createQueryClient)
  useEffect(() => {
    // End-to-end tests wait for this before they click.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppErrorPage error={error} />
}
