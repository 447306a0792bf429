import { STORAGE_KEYS } from '@caravanserai/contracts/session'
import { isRouteErrorResponse } from 'react-router'
import { useTranslation } from '../lib/use-translation.tsx'
import { NotFoundPage } from './not-found-page.tsx'

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return import.meta.env.DEV && error.stack ? error.stack : error.message
  return String(error)
}

/**
 * The application error page (docs/product.md#not-found-and-errors); Reload App clears the tokens
 * and goes to the root.
 */
export function AppErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />

  function reload() {
    try {
      for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.tokenExpiry]) {
        window.localStorage.removeItem(key)
      }
    } finally {
      window.location.assign('/')
    }
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-6 px-6 py-16">
      <title>{t('error.title')}</title>
      <h1 className="font-bold text-3xl text-ink-900">{t('error.title')}</h1>
      <p className="text-ink-700">{t('error.message')}</p>
      <section aria-labelledby="error-details" className="rounded-lg border border-sand-200 bg-white p-4">
        <h2 id="error-details" className="mb-2 font-semibold text-ink-800 text-sm">
          {t('error.details')}
        </h2>
        <pre className="overflow-x-auto whitespace-pre-wrap text-ink-700 text-sm" dir="ltr">
          {describe(error)}
        </pre>
      </section>
      <button
        type="button"
        onClick={reload}
        className="self-start rounded-md bg-teal-800 px-5 py-2.5 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
      >
        {t('error.reload')}
      </button>
    </main>
  )
}
