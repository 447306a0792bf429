import { LANGS, type Lang } from '@caravanserai/contracts/languages'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { LANGUAGE_NAMES } from '../components/layout/language-switch.ts'
import { serverT } from '../lib/i18n.server.ts'
import { detectLanguage, switchBrowserLanguage } from '../lib/i18n.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import type { Route } from './+types/language-redirect'

const REDIRECT_DELAY_MS = 100

/** The server's best guess from Accept-Language: the language of this page and of its no-script link. */
export function loader({ request }: Route.LoaderArgs) {
  const header = request.headers.get('accept-language') ?? ''
  const primaries = header.split(',').map((part) => part.trim().split(/[-;]/)[0]?.toLowerCase())
  const lang = (primaries.map((p) => (p === 'hy' ? 'am' : p)).find((p) => LANGS.includes(p as Lang)) ??
    'en') as Lang
  return { lang, title: serverT(lang)('redirect.loading') }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }]

/**
 * The bare / path (docs/product.md#languages) shows a loading screen, then (100 ms after the
 * language is known) replaces the history entry with /{language}; if that fails it logs and does a
 * full page load.
 */
export default function LanguageRedirect({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [detected, setDetected] = useState<Lang | null>(null)

  useEffect(() => {
    const lang = detectLanguage()
    void switchBrowserLanguage(lang).then(() => setDetected(lang))
  }, [])

  useEffect(() => {
    if (!detected) return
    const timer = window.setTimeout(() => {
      Promise.resolve(navigate(`/${detected}`, { replace: true })).catch((error: unknown) => {
        console.error('Navigation failed:', error)
        window.location.assign(`/${detected}`)
      })
    }, REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [detected, navigate])

  return (
    <main
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
      aria-busy="true"
    >
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <span
          className="size-12 animate-spin rounded-full border-4 border-teal-200 border-t-teal-800"
          aria-hidden="true"
        />
        <p className="font-semibold text-lg text-ink-800">{t('redirect.loading')}</p>
        <p className="text-ink-600 text-sm">
          {t('redirect.language', { code: detected ?? t('redirect.detecting') })}
        </p>
      </div>
      <noscript>
        <a href={`/${loaderData.lang}`} lang={loaderData.lang} className="text-teal-800 underline">
          {LANGUAGE_NAMES[loaderData.lang]}
        </a>
      </noscript>
    </main>
  )
}
