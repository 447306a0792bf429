import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { Footer } from '../components/layout/footer.tsx'
import { Header } from '../components/layout/header.tsx'
import { NewsletterForm } from '../features/content/newsletter-form.tsx'
import { switchBrowserLanguage } from '../lib/i18n.ts'
import { requireLang } from '../lib/lang-param.ts'
import { useTranslation } from '../lib/use-translation.tsx'
import type { Route } from './+types/locale-layout'

export function loader({ params }: Route.LoaderArgs) {
  return { lang: requireLang(params) }
}

/**
 * In the browser, a change of the language segment (docs/product.md#languages) loads that
 * language's translations and switches to them before the page renders; no server round trip
 * is needed for it.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const lang = requireLang(params)
  await switchBrowserLanguage(lang)
  return { lang }
}

/** Only a new language needs this layout's loader again (not every filter or page change). */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang
}

export default function LocaleLayout() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer newsletter={<NewsletterForm />} />
    </div>
  )
}
